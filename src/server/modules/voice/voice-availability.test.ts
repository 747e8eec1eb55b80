import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { voiceSocket } from '../../test/voice-socket';

/** A server whose local voice (espeak-ng) is not installed. */
let t: TestApp;
let base: string;
let coach: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', ESPEAK_NG_PATH: '/nonexistent/espeak-ng' },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const owner = await signUp(t.app);
  coach = await createKeyedAgent(t.app, owner, { mode: 'PUBLIC', voice_enabled: true });
});
afterAll(() => t.close());

describe('a server missing its local voice', () => {
  it('says so in /api/health, naming the package to install, and keeps serving', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { ok: true },
      voice: { ok: false, stt: { ok: true }, tts: { ok: false } },
    });
    expect(res.json().voice.tts.problem).toMatch(/espeak-ng/);
  });

  it('tells a caller why at once instead of ringing forever', async () => {
    const session = `v_${randomUUID().replaceAll('-', '')}`;
    const token = await t.app.inject({
      method: 'POST',
      url: `/api/voice/token/${session}/${coach}`,
      payload: {},
    });
    const url = `${base.replace('http', 'ws')}/api/voice/${session}/${coach}?token=${token.json().token}`;
    const heard = await voiceSocket(url);
    expect(heard.code).toBe(1011);
    expect(heard.messages).toEqual([
      { type: 'error', message: expect.stringMatching(/espeak-ng/) },
    ]);
  });
});
