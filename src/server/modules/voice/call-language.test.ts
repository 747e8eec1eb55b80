import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { voiceSocket } from '../../test/voice-socket';

/**
 * A call's language: the owner names the agent's own, the caller picks one of the agent's, and
 * a language this server cannot hear (the offline recogniser knows English only) is refused
 * in a sentence before any call starts.
 */
const SITE = 'https://shop.example.com';
let t: TestApp;
let base: string;
let owner: TestAccount;
/** Speaks Portuguese first and English too, Portuguese its own. */
let bilingual: string;

const sessionId = () => `v_${randomUUID().replaceAll('-', '')}`;

const tokenCall = (app: TestApp, agent: string, payload: object) =>
  app.app.inject({
    method: 'POST',
    url: `/api/voice/token/${sessionId()}/${agent}`,
    payload,
  });

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app);
  bilingual = await createKeyedAgent(t.app, owner, {
    mode: 'PUBLIC',
    voice_enabled: true,
    languages: ['pt', 'en'],
    primary_language: 'pt',
  });
});
afterAll(() => t.close());

describe("an agent's primary language", () => {
  const agentOf = async (id: string) =>
    (await t.app.inject({ url: `/api/agents/${id}`, headers: bearer(owner.accessToken) })).json();

  it('is stored as the owner chose it, whatever the order of the languages', async () => {
    const english = await createKeyedAgent(t.app, owner, {
      languages: ['pt', 'en'],
      primary_language: 'en',
    });
    expect(await agentOf(english)).toMatchObject({
      languages: ['pt', 'en'],
      primary_language: 'en',
    });
    expect(await agentOf(bilingual)).toMatchObject({ primary_language: 'pt' });
  });

  it('is the first language when a client names none, as before it existed', async () => {
    const spanish = await createKeyedAgent(t.app, owner, { languages: ['es', 'fr'] });
    expect((await agentOf(spanish)).primary_language).toBe('es');
  });

  it('must be one of the languages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(owner.accessToken),
      payload: {
        name: 'Mixed Up',
        description: 'Wrong primary',
        instruction: 'Answer.',
        knowledge: 'Something.',
        languages: ['en'],
        primary_language: 'fr',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(
      'The primary language must be one of the supported languages',
    );
  });
});

describe('the language of a call', () => {
  it('is one the agent speaks: any other is refused with 400 and the ones it does', async () => {
    for (const language of ['fr', 'klingon']) {
      const res = await tokenCall(t, bilingual, { language });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('language_not_offered');
    }
    const res = await tokenCall(t, bilingual, { language: 'fr' });
    expect(res.json().error.message).toBe(
      'Pricing Coach takes calls in Portuguese and English, not in French.',
    );
  });

  it('is refused before the call when the offline recogniser cannot understand it', async () => {
    // Asked for, or the agent's own when the caller names none: either way no call opens.
    for (const payload of [{ language: 'pt' }, {}]) {
      const res = await tokenCall(t, bilingual, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'language_not_recognised',
        message:
          'Calls in Portuguese are not possible on this server: its speech recogniser understands only English. Choose English to call, or type your message.',
      });
    }
  });

  it('is in the token call’s answer when the server can hear it', async () => {
    const res = await tokenCall(t, bilingual, { language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().language).toBe('en');
  });

  it("is checked on a widget's socket, refused with a sentence before any call starts", async () => {
    const key = await createApiKey(t.app, owner, bilingual, { key_type: 'restricted' });
    const session = sessionId();
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${bilingual}`,
      headers: { ...bearer(key.secret_key), origin: SITE },
      payload: { agent_id: bilingual, session_id: session },
    });
    // The widget knows beforehand which of the agent's languages a call can be in.
    expect(opened.json()).toMatchObject({
      agent: { languages: ['pt', 'en'], primary_language: 'pt' },
      voice_languages: ['en'],
    });
    const url = (language: string) =>
      `${base.replace('http', 'ws')}/api/voice/${session}/${bilingual}?token=${encodeURIComponent(opened.json().token)}&language=${language}`;
    const refused = await voiceSocket(url('pt'), { origin: SITE });
    expect(refused.code).toBe(1008);
    expect(refused.messages).toEqual([
      {
        type: 'error',
        code: 'language_unavailable',
        message: expect.stringMatching(/^Calls in Portuguese are not possible on this server/),
      },
    ]);
    // In English the call is taken: the socket waits for the offer.
    const taken = await voiceSocket(url('en'), { origin: SITE, waitMs: 500 });
    expect(taken.code).toBe(4000);
    expect(taken.messages).toEqual([]);
  });

  it('may be any of the agent’s languages with a recogniser that understands them', async () => {
    const whisper = await buildTestApp({
      env: {
        SEED_AGENTS: 'false',
        STT_PROVIDER: 'openai-compatible',
        STT_BASE_URL: 'http://127.0.0.1:9/v1',
        STT_MODEL: 'whisper-1',
      },
    });
    try {
      const founder = await signUp(whisper.app);
      const coach = await createKeyedAgent(whisper.app, founder, {
        mode: 'PUBLIC',
        voice_enabled: true,
        languages: ['en', 'pt'],
      });
      const res = await tokenCall(whisper, coach, { language: 'pt' });
      expect(res.statusCode).toBe(200);
      expect(res.json().language).toBe('pt');
    } finally {
      await whisper.close();
    }
  });
});
