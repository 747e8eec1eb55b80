import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeToolServer,
  type FakeToolServer,
} from '../../../../test/fake-tools/fake-tool-server';
import type { Dial } from './options';
import { safeFetch } from './safe-fetch';

let api: FakeToolServer;
let other: FakeToolServer;
const local = { allowPrivateNetwork: true } as const;

beforeAll(async () => {
  other = await startFakeToolServer((_req, res) => {
    res.end('other');
  });
  const redirects: Record<string, [number, () => string]> = {
    '/see-other': [303, () => '/result'],
    '/temporary': [307, () => '/result'],
    '/elsewhere': [302, () => `${other.url}/landing`],
    '/same-origin': [302, () => '/result'],
  };
  api = await startFakeToolServer((req, res) => {
    const redirect = redirects[req.pathname];
    if (redirect) res.writeHead(redirect[0], { location: redirect[1]() }).end();
    else if (req.pathname === '/zstd') res.writeHead(200, { 'content-encoding': 'zstd' }).end('x');
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
afterAll(async () => {
  await api.close();
  await other.close();
});
beforeEach(() => {
  api.requests.length = 0;
  other.requests.length = 0;
});

describe('safeFetch', () => {
  it('turns a POST into a bodiless GET after 303, as browsers do', async () => {
    const body = JSON.stringify({ a: 1 });
    const headers = { 'content-type': 'application/json' };
    await safeFetch({ url: `${api.url}/see-other`, method: 'POST', headers, body }, local);
    expect(api.requests.map((r) => [r.method, r.pathname, r.body])).toEqual([
      ['POST', '/see-other', body],
      ['GET', '/result', ''],
    ]);
    expect(api.requests[1]?.headers['content-type']).toBeUndefined();
  });

  it('repeats the POST with its body after 307', async () => {
    await safeFetch({ url: `${api.url}/temporary`, method: 'POST', body: 'x=1' }, local);
    expect(api.requests[1]).toMatchObject({ method: 'POST', pathname: '/result', body: 'x=1' });
  });

  it('keeps credentials on the same origin and drops them on another', async () => {
    const headers = { Authorization: 'Bearer t0ken', Cookie: 'a=b' };
    await safeFetch({ url: `${api.url}/same-origin`, headers }, local);
    expect(api.requests[1]?.headers).toMatchObject({
      authorization: 'Bearer t0ken',
      cookie: 'a=b',
    });
    await safeFetch({ url: `${api.url}/elsewhere`, headers }, local);
    expect(other.requests[0]?.headers.authorization).toBeUndefined();
    expect(other.requests[0]?.headers.cookie).toBeUndefined();
  });

  it('hands back a redirect unfollowed when asked', async () => {
    const response = await safeFetch(
      { url: `${api.url}/elsewhere`, followRedirects: false },
      local,
    );
    expect(response.status).toBe(302);
    expect(other.requests).toHaveLength(0);
  });

  it('refuses content encodings it cannot decode', async () => {
    await expect(safeFetch({ url: `${api.url}/zstd` }, local)).rejects.toMatchObject({
      code: 'bad_response',
    });
  });

  it('tries the next vetted address when one refuses the connection', async () => {
    const closed = await startFakeToolServer(() => undefined);
    const closedPort = closed.port;
    await closed.close();
    const dialed: string[] = [];
    const dial: Dial = (target) => {
      dialed.push(target.address);
      return connect({ host: '127.0.0.1', port: target.address === '::1' ? closedPort : api.port });
    };
    const lookup = async () => [
      { address: '::1', family: 6 as const },
      { address: '127.0.0.1', family: 4 as const },
    ];
    const response = await safeFetch(
      { url: `http://dual.example:${api.port}/` },
      { ...local, dial, lookup },
    );
    expect(response.body.toString()).toBe('{"ok":true}');
    expect(dialed).toEqual(['::1', '127.0.0.1']);
  });

  it('counts a DNS lookup that hangs against the deadline', async () => {
    const lookup = () => new Promise<never>(() => undefined);
    await expect(
      safeFetch({ url: 'https://slow-dns.example/' }, { lookup, timeoutMs: 100 }),
    ).rejects.toMatchObject({ code: 'timeout' });
  });

  it('refuses a DNS answer that is not an IP address, even with private networks allowed', async () => {
    const lookup = async () => [{ address: 'localhost', family: 4 as const }];
    await expect(
      safeFetch({ url: 'http://odd.example/' }, { ...local, lookup }),
    ).rejects.toMatchObject({ code: 'dns_failed' });
  });
});
