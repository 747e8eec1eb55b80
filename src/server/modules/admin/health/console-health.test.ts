import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts';
import { testDbKind } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { writeStoredSettings } from '../settings/stored-settings';
import { diskCheck } from './disk-space';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
});
afterAll(() => t.close());

const health = async () => {
  const res = await t.app.inject({
    url: '/api/admin/health',
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
  });
  expect(res.statusCode).toBe(200);
  const checks: Array<{ part: string; ok: boolean; sentence: string }> = res.json().checks;
  return Object.fromEntries(checks.map(({ part, ...check }) => [part, check]));
};

describe('the console Health page', () => {
  it('says in sentences how each part of a fresh install is', async () => {
    const parts = await health();
    expect(Object.keys(parts)).toEqual([
      'database',
      'redis',
      'model',
      'speech',
      'mail',
      'payments',
      'disk',
    ]);
    expect(parts.database?.sentence).toMatch(
      testDbKind === 'postgres'
        ? /^The Postgres database answers in \d+ ms\.$/
        : /^The embedded database \(PGlite\) answers in \d+ ms\.$/,
    );
    expect(parts.redis).toEqual({
      ok: true,
      sentence: expect.stringMatching(
        /^Redis is not configured: this one process keeps its limits in memory/,
      ),
    });
    expect(parts.model).toEqual({
      ok: false,
      sentence: 'The offline engine answers: connect a language model in Language model.',
    });
    expect(parts.speech?.sentence).toMatch(
      /local \(pocketsphinx\) \(English\)|Voice calls are off/,
    );
    expect(parts.mail?.sentence).toMatch(
      /^E-mails are sent through the SMTP server at 127\.0\.0\.1:\d+\.$/,
    );
    expect(parts.payments?.sentence).toMatch(
      /^Stripe is not configured: paid plans are sold on local invoices/,
    );
  });

  it('is for operators only', async () => {
    await signUp(t.app); // a fresh install's first account becomes its operator
    const person = await signUp(t.app);
    expect((await t.app.inject({ url: '/api/admin/health' })).statusCode).toBe(401);
    const res = await t.app.inject({
      url: '/api/admin/health',
      headers: bearer(person.accessToken),
    });
    expect(res.statusCode).toBe(403);
  });

  it('reports the model an operator connected, here and in /api/health', async () => {
    await writeStoredSettings({
      db: t.app.db,
      box: t.app.toolSecrets,
      area: 'model',
      value: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', model: 'qwen3' },
      keys: {},
      updatedBy: 'test',
    });
    await t.app.liveSettings.reload();
    const parts = await health();
    expect(parts.model?.ok).toBe(true);
    expect(parts.model?.sentence).toMatch(/^openai-compatible\/qwen3 answers the coaches\./);
    const publicHealth = (await t.app.inject('/api/health')).json();
    expect(publicHealth.engine).toMatchObject({
      provider: 'openai-compatible',
      name: 'openai-compatible/qwen3',
    });
  });
});

describe('the disk left in DATA_DIR', () => {
  it('is counted, and a warning under the threshold says what to do', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'coachforge-disk-'));
    try {
      const roomy = await diskCheck({ dir, postgres: false, lowBytes: 1 });
      expect(roomy).toEqual({
        ok: true,
        sentence: expect.stringMatching(/iB left on the disk of DATA_DIR/),
      });
      const low = await diskCheck({ dir, postgres: false, lowBytes: Number.MAX_SAFE_INTEGER });
      expect(low.ok).toBe(false);
      expect(low.sentence).toMatch(
        /^Only .* left .*: saving stops when it is full\. Free some space/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is no fault when Postgres keeps everything and DATA_DIR does not exist', async () => {
    const missing = join(tmpdir(), 'coachforge-no-such-dir');
    expect((await diskCheck({ dir: missing, postgres: true })).ok).toBe(true);
    expect((await diskCheck({ dir: missing, postgres: false })).ok).toBe(false);
  });
});
