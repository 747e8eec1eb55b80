import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-web-'));
let built: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg/>');
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

describe('the built web app', () => {
  it.each(['/', '/agents', '/agents/abc/run', '/no/such/page'])(
    'answers %s with index.html, revalidated every time (history fallback)',
    async (url) => {
      const res = await built.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const res = await built.app.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const res = await built.app.inject('/assets/missing-1.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('says plainly when the web app has not been built', async () => {
    const res = await unbuilt.app.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
