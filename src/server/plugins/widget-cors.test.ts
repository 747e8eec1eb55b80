import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWidgetCors } from './widget-cors';

const SITE = 'https://shop.example.com';
let app: FastifyInstance;

// A scope as the app's cross-origin one: routes say for themselves whether a widget calls them.
beforeAll(async () => {
  app = Fastify();
  await app.register(async (scope) => {
    await registerWidgetCors(scope);
    scope.post('/api/reviews/:agent_id', { config: { widgetCallable: true } }, async () => ({
      ok: true,
    }));
    scope.get('/api/reviews/:agent_id', async () => ({ reviews: [] }));
    scope.post('/api/reviews/:agent_id/report', async () => ({ ok: true }));
  });
  await app.ready();
});
afterAll(() => app.close());

const preflight = (url: string, method: string) =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: SITE,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('a route a widget may call', () => {
  it('answers the preflight for its own URL, parameters and query included', async () => {
    const res = await preflight('/api/reviews/agent-1?lang=en', 'POST');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-max-age']).toBe('7200');
    expect(String(res.headers['access-control-allow-headers'])).toContain('Authorization');
  });

  it('reflects the origin on the call itself', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reviews/agent-1',
      headers: { origin: SITE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(res.headers['access-control-expose-headers'])).toContain('Retry-After');
  });
});

describe('a route that does not say so', () => {
  it.each([
    // Same path, another method; a longer path under it; a path no route has.
    ['/api/reviews/agent-1', 'GET'],
    ['/api/reviews/agent-1/report', 'POST'],
    ['/api/nothing-here', 'POST'],
  ])('gets no CORS headers: preflight of %s (%s) is 404', async (url, method) => {
    const res = await preflight(url, method);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gets no CORS headers on the call itself', async () => {
    const res = await app.inject({ url: '/api/reviews/agent-1', headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
