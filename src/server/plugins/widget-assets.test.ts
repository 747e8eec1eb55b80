import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-widget-'));
const SITE = 'https://shop.example.com';
let built: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'widget'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'widget.js'), '(()=>{})()');
  fs.writeFileSync(path.join(webDir, 'widget', 'panel-ABC123.js'), 'export const a=1');
  built = await buildTestApp({ env: { WEB_DIST_DIR: webDir, SEED_AGENTS: 'false' } });
  unbuilt = await buildTestApp({
    env: { WEB_DIST_DIR: path.join(webDir, 'missing'), SEED_AGENTS: 'false' },
  });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the widget files', () => {
  it('serves /widget.js to other sites, cached for five minutes', async () => {
    const res = await built.app.inject({ url: '/widget.js', headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the hashed chunks as immutable, readable from any origin', async () => {
    const res = await built.app.inject({
      url: '/widget/panel-ABC123.js',
      headers: { origin: SITE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the app its own assets same-origin', async () => {
    const res = await built.app.inject('/assets/main-abc123.js');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a missing chunk with 404 in the one error shape', async () => {
    const res = await built.app.inject('/widget/panel-NOPE.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('says the widget was not built when it was not', async () => {
    const res = await unbuilt.app.inject('/widget.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain('npm run build');
  });
});

const preflight = (url: string, method: string) =>
  built.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin: SITE,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS for the widget API calls', () => {
  it.each([
    ['/api/chat/stream', 'POST'],
    ['/api/chat', 'POST'],
    ['/api/conversations/w_abcdef12', 'GET'],
    ['/api/widget/token/w_abcdef12/00000000-0000-4000-8000-000000000000', 'POST'],
  ])('lets any site call %s (%s), without credentials, preflight cached', async (url, method) => {
    const res = await preflight(url, method);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers['access-control-allow-headers'])).toContain('Authorization');
    expect(String(res.headers['access-control-allow-headers'])).toContain('Content-Type');
    expect(res.headers['access-control-max-age']).toBe('7200');
  });

  it('opens nothing else to other sites', async () => {
    for (const [url, method] of [
      ['/api/profile', 'GET'],
      ['/api/conversations/w_abcdef12', 'DELETE'],
      ['/api/agents', 'POST'],
      ['/api/chat-with-files', 'POST'],
    ] as const) {
      const res = await preflight(url, method);
      expect(res.statusCode).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    // The CORS hook runs only where a widget calls: a plain call elsewhere gets no headers.
    const catalogue = await built.app.inject({ url: '/api/agents', headers: { origin: SITE } });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reflects the origin on the actual call, errors included', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: { origin: SITE },
      payload: { message: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    // The page may read the wait and the key's remaining hour.
    expect(String(res.headers['access-control-expose-headers'])).toContain('Retry-After');
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-RateLimit-Remaining');
  });

  it('lets the page read a refusal made before the route, by the caller checks', async () => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: SITE, authorization: 'Bearer cfw_not_a_session' },
      payload: { message: 'hi' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('leaves same-origin app calls as they were', async () => {
    const res = await built.app.inject('/api/agents');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
