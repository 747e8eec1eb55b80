import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '../shared/schemas/health';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { testDbKind } from './test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database and the offline engine', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const health = HealthSchema.parse(res.json());
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ kind: testDbKind, ok: true });
    expect(health.engine).toEqual({ provider: 'offline', name: 'offline', ok: true });
  });
});

describe('errors', () => {
  it('answers an unknown API route with 404 in the error shape', async () => {
    const res = await t.app.inject('/api/nope?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'route_not_found', message: 'No route for GET /api/nope.' },
      detail: 'No route for GET /api/nope.',
    });
  });

  it('answers a wrong method on a known path with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });
});

describe('OpenAPI', () => {
  it('documents every route with its schemas at /api/docs/json', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/agents',
        '/api/agents/{id}',
        '/api/request-info',
        '/api/request-quote',
      ]),
    );
    expect(doc.paths['/api/agents'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['skip', 'limit']),
    );
    expect(doc.paths['/api/request-info'].post.requestBody).toBeDefined();
  });

  it('serves the interactive docs page at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  it('sends a content security policy and no-sniff on pages', async () => {
    const res = await t.app.inject('/agents');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('accounts.google.com');
  });

  it('sends JSON answers the short set: nothing may load from them or frame them', async () => {
    for (const url of ['/api/health', '/api/agents', '/api/no-such-call']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    // The API reference is a page: it keeps the document set its scripts and styles need.
    const docs = await t.app.inject('/api/docs/');
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets Google sign-in load only when a Google client id is configured', async () => {
    const google = await buildTestApp({ env: { GOOGLE_CLIENT_ID: 'client-123' } });
    try {
      const csp = String((await google.app.inject('/agents')).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
      expect((await google.app.inject('/api/config')).json()).toMatchObject({
        google_client_id: 'client-123',
      });
    } finally {
      await google.close();
    }
  });
});
