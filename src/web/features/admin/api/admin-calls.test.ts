import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../lib/api-client';
import { startScriptedServer } from '../../../test/scripted-server';
import { listModels, saveModelSettings, testModelSettings } from './model-settings';
import { scanModelServers } from './model-servers';
import { changePerson, peoplePath } from './people';
import { setRequestStatus } from './requests';
import { testRecogniser, testVoice } from './speech-settings';

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer({ body: {} });
  server.asPageOrigin();
  setTokenProvider(async () => 'operator-jwt');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  setTokenProvider(async () => undefined);
  await server.close();
});
afterEach(() => {
  server.seen.length = 0;
});

const sent = (index = 0) => ({
  method: server.seen[index]!.method,
  path: server.seen[index]!.path,
  body: server.seen[index]!.body ? (JSON.parse(server.seen[index]!.body) as unknown) : undefined,
});

describe("the console's calls", () => {
  it('saves, tests and lists models of a setting with the operator’s bearer', async () => {
    const input = { provider: 'openai-compatible' as const, base_url: 'http://127.0.0.1:8000/v1' };
    await saveModelSettings({ ...input, model: 'm', api_key: null });
    await testModelSettings({ ...input, model: 'm' });
    server.answer({ body: { models: ['m', 'n'] } });
    expect(await listModels(input)).toEqual({ models: ['m', 'n'] });
    expect(server.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /api/admin/settings/model',
      'POST /api/admin/settings/model/test',
      'POST /api/admin/settings/model/models',
    ]);
    // A removed key goes as null: leaving it out would keep the stored one.
    expect(sent(0).body).toEqual({ ...input, model: 'm', api_key: null });
    expect(server.seen[0]!.headers.authorization).toBe('Bearer operator-jwt');
  });

  it('asks for a new look for model servers', async () => {
    await scanModelServers();
    expect(sent()).toMatchObject({ method: 'POST', path: '/api/admin/model-servers/scan' });
  });

  it('tests the voice with the voice’s settings and the recogniser with its own', async () => {
    await testVoice({ provider: 'local', voice: 'en-us' });
    await testRecogniser({ provider: 'openai', model: 'whisper-1' });
    expect(sent(0)).toEqual({
      method: 'POST',
      path: '/api/admin/settings/speech/test-voice',
      body: { provider: 'local', voice: 'en-us' },
    });
    expect(sent(1).path).toBe('/api/admin/settings/speech/test-recogniser');
  });

  it("changes an account's plan, access and operator role, one route each", async () => {
    await changePerson('u 1', { action: 'plan', body: { plan: 'pro' } });
    await changePerson('u1', { action: 'disable', body: { disabled: true } });
    await changePerson('u1', { action: 'operator', body: { operator: false } });
    expect(server.seen.map((request) => request.path)).toEqual([
      '/api/admin/people/u%201/plan',
      '/api/admin/people/u1/disable',
      '/api/admin/people/u1/operator',
    ]);
    expect(sent(0).body).toEqual({ plan: 'pro' });
  });

  it('marks a request answered', async () => {
    await setRequestStatus('r1', 'answered');
    expect(sent()).toEqual({
      method: 'POST',
      path: '/api/admin/requests/r1/status',
      body: { status: 'answered' },
    });
  });

  it("reports a refusal in the server's words", async () => {
    server.answer({
      status: 403,
      body: { error: { code: 'forbidden', message: "Only the server's operators can do this." } },
    });
    await expect(scanModelServers()).rejects.toMatchObject({
      status: 403,
      message: "Only the server's operators can do this.",
    });
  });
});

describe('the people list address', () => {
  it('leaves out an empty search and the first page', () => {
    expect(peoplePath('', 1)).toBe('/admin/people');
    expect(peoplePath('  ann@x.com ', 3)).toBe('/admin/people?q=ann%40x.com&page=3');
  });
});
