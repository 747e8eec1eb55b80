import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeToolServer, type FakeToolServer } from '../../test/fake-tools/fake-tool-server';
import { petStoreApi } from '../../test/fake-tools/pet-store-api';
import { ToolError } from '../tools';
import { callHttpTool } from './call-http-tool';
import type { HttpToolCallSpec } from './http-request';

let api: FakeToolServer;
beforeAll(async () => {
  api = await startFakeToolServer(petStoreApi);
});
afterAll(() => api.close());

const open = { allowPrivateNetwork: true };
const spec = (path: string, extra: Partial<HttpToolCallSpec> = {}): HttpToolCallSpec => ({
  name: 'pets',
  method: 'GET',
  urlTemplate: `${api.url}${path}`,
  inputMapping: { path: [], query: [], header: ['X-Trace'], body: 'none', restToQuery: true },
  ...extra,
});

async function failure(work: Promise<unknown>): Promise<ToolError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe('calling an HTTP tool', () => {
  it('refuses a private address unless the server allows private networks, sending nothing', async () => {
    const before = api.requests.length;
    const error = await failure(
      callHttpTool(spec('/v1/pets/1'), {}, { network: { allowPrivateNetwork: false } }),
    );
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe("pets's address points to a private network, so it was not called.");
    expect(api.requests.length).toBe(before);
  });

  it('gives up on an API that does not answer in time', async () => {
    const started = Date.now();
    const error = await failure(
      callHttpTool(spec('/slow'), {}, { network: { ...open, timeoutMs: 300 } }),
    );
    expect(error).toMatchObject({ code: 'timeout', message: 'pets took too long to answer.' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('cuts a long answer for the model and says so', async () => {
    const answer = (await callHttpTool(spec('/long'), {}, { network: open })) as {
      body: string;
      truncated: boolean;
    };
    expect(answer.body).toHaveLength(8_000);
    expect(answer.truncated).toBe(true);
  });

  it('tells the model the status an API refused with', async () => {
    const error = await failure(callHttpTool(spec('/missing'), {}, { network: open }));
    expect(error.message).toBe('pets answered with status 404: No such pet');
  });

  it('refuses a header value that would start another header', async () => {
    const error = await failure(
      callHttpTool(spec('/v1/pets/1'), { 'X-Trace': 'a\r\nX-Admin: 1' }, { network: open }),
    );
    expect(error.code).toBe('bad_parameter');
  });

  it('keeps a path value inside its segment', async () => {
    const template = spec('/v1/pets/{id}', {
      inputMapping: { path: ['id'], query: [], header: [], body: 'none', restToQuery: false },
    });
    const error = await failure(callHttpTool(template, { id: '..' }, { network: open }));
    expect(error.code).toBe('bad_parameter');
    await callHttpTool(template, { id: '../admin?x=1' }, { network: open });
    expect(api.requests.at(-1)!.path).toBe('/v1/pets/..%2Fadmin%3Fx%3D1');
  });
});
