import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerSecurity } from './security';

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
let app: FastifyInstance;
let t: TestApp;

beforeAll(async () => {
  app = Fastify();
  app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
  await registerSecurity(app);
  app.get('/api/reviews', async () => ({ reviews: [] }));
  app.get('/api/reviews/page', { config: { answers: 'document' } }, async () => 'a page');
  app.get('/about', async () => 'a page');
  app.get('/feed.json', { config: { answers: 'json' } }, async () => ({ items: [] }));
  await app.ready();
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const isJsonSet = (headers: Record<string, unknown>) =>
  headers['content-security-policy'] === JSON_CSP &&
  headers['cross-origin-opener-policy'] === undefined &&
  headers['x-frame-options'] === 'DENY';

describe("each answer's security headers, as its route says what it answers", () => {
  it.each([
    ['/api/reviews', true, 'an API route: JSON unless it says otherwise'],
    ['/api/reviews/page', false, 'an API route that says it answers a document'],
    ['/about', false, 'a route outside the API: a document unless it says otherwise'],
    ['/feed.json', true, 'a route outside the API that says it answers JSON'],
    ['/api/no-such-route', true, 'no route under /api/: the JSON error'],
    ['/no-such-page', false, 'no route elsewhere: a document'],
  ])('%s gets the JSON set: %s (%s)', async (url, json) => {
    const res = await app.inject(url);
    expect(isJsonSet(res.headers)).toBe(json);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    if (!json) expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe("the app's own declarations", () => {
  it('serves the API reference, its JSON included, with the document set', async () => {
    for (const url of ['/api/docs/', '/api/docs/json']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it("gives better-auth's endpoints the document set, and ours beside them the JSON set", async () => {
    const session = await t.app.inject('/api/auth/get-session');
    expect(session.headers['content-security-policy']).toContain("default-src 'self'");
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/validate-key',
      payload: {},
    });
    expect(check.statusCode).toBe(400);
    expect(isJsonSet(check.headers)).toBe(true);
  });
});
