import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SITE = 'https://shop.example';
const preflight = (url: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: SITE,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('cross-origin calls', () => {
  it("answers a widget's preflight for its chat, conversations and token calls", async () => {
    for (const [url, method] of [
      ['/api/chat', 'POST'],
      ['/api/chat/stream', 'POST'],
      ['/api/conversations/session_12345678', 'GET'],
      ['/api/widget/token/session_12345678/1', 'POST'],
    ] as const) {
      const res = await preflight(url, method);
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(SITE);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(res.headers['access-control-max-age']).toBe('7200');
    }
  });

  it('opens nothing else to other sites', async () => {
    for (const [url, method] of [
      ['/api/agents', 'POST'],
      ['/api/chat-with-files', 'POST'],
      ['/api/keys', 'GET'],
      ['/api/conversations/session_12345678', 'DELETE'],
    ] as const) {
      const res = await preflight(url, method);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const catalogue = await t.app.inject({ url: '/api/agents', headers: { origin: SITE } });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("reflects the page's origin on a widget's call and lets it read the key's limits", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers.vary).toContain('Origin');
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-RateLimit-Remaining');
  });
});
