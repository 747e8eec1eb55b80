import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorLog } from '../../../db/admin-schema';
import { agents } from '../../../db/schema';
import { bearer, signUp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../../test/fake-speech/fake-speech-server';

const KEY = 'sk-speech-secret-4821';
const lines: string[] = [];
const answers: string[] = [];
let fake: FakeSpeechServer;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeSpeechServer({ apiKey: KEY, chunkDelayMs: 0 });
  t = await buildTestApp({
    env: { SEED_AGENTS: 'false', LOG_LEVEL: 'debug' },
    deps: { logStream: { write: (line) => void lines.push(line) } },
  });
  const agent = { description: 'A coach', owner: 'Someone', instruction: 'i', knowledge: 'k' };
  await t.database.db.insert(agents).values([
    { ...agent, name: 'Bilingual coach', voiceEnabled: true, languages: ['en', 'pt'] },
    { ...agent, name: 'English coach', voiceEnabled: true, languages: ['en'] },
    { ...agent, name: 'Typed coach', voiceEnabled: false, languages: ['fr'] },
  ]);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/admin/settings/speech${url}`,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    ...(payload && { payload }),
  });
  answers.push(res.body);
  return res;
}
const remote = (provider: 'openai' | 'openai-compatible', extra: object = {}) => ({
  provider,
  base_url: fake.url,
  model: 'whisper-large',
  ...extra,
});

describe('the Speech page', () => {
  it('shows the local engines, the languages they serve and the agents they cannot', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stt: { provider: 'local', serving: 'local (pocketsphinx)', languages: ['en'], locked: {} },
      tts: { provider: 'local', serving: 'local (espeak-ng)', voice: null, has_key: false },
      unserved_agents: [{ name: 'Bilingual coach', languages: ['pt'] }],
    });
    // The builder's Voice tab reads the same languages from the public config.
    expect((await t.app.inject('/api/config')).json().voice_languages).toEqual(['en']);
  });

  it('is for operators only', async () => {
    await signUp(t.app); // a fresh install's first account becomes its operator
    const person = await signUp(t.app);
    const url = '/api/admin/settings/speech';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: bearer(person.accessToken) })).statusCode).toBe(403);
  });

  it('refuses an incomplete setting with the sentence that says what is missing', async () => {
    const res = await call('PUT', '', { stt: { provider: 'openai' }, tts: { provider: 'local' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('An OpenAI API key is needed for the recogniser.');
    const noAddress = await call('PUT', '', {
      stt: { provider: 'local' },
      tts: { provider: 'openai-compatible', model: 'kokoro' },
    });
    expect(noAddress.json().error.message).toBe(
      "The voice's OpenAI-compatible server needs its address (base URL).",
    );
  });

  it('saves a recogniser and voice that the next Test and call use, keeping the key unsaid', async () => {
    const saved = await call('PUT', '', {
      stt: remote('openai-compatible', { api_key: KEY }),
      tts: remote('openai-compatible', { model: 'tts-fast', voice: 'nova', api_key: KEY }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      stt: { serving: 'openai-compatible/whisper-large', has_key: true, base_url: fake.url },
      tts: { serving: 'openai-compatible/tts-fast', voice: 'nova', problem: null },
      unserved_agents: [],
    });
    expect(t.app.voice.engines.stt.name).toBe('openai-compatible/whisper-large');
    const config = (await t.app.inject('/api/config')).json();
    expect(config.voice_languages).toEqual(['pt', 'en', 'es', 'fr']);
    const [entry] = await t.database.db
      .select()
      .from(operatorLog)
      .orderBy(desc(operatorLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ action: 'speech-settings', actor: 'command line' });
    expect(entry?.detail).toMatchObject({ keys: { stt: 'set', tts: 'set' } });

    // Saved again without the key: the stored one is kept.
    const again = await call('PUT', '', {
      stt: remote('openai-compatible'),
      tts: remote('openai-compatible', { model: 'tts-fast', voice: 'nova' }),
    });
    expect(again.json().stt.has_key).toBe(true);
    fake.queueTranscripts('I would like to talk about my pricing strategy for next year.');
    const heard = await call('POST', '/test-recogniser');
    expect(heard.statusCode).toBe(200);
    expect(fake.transcriptions).toHaveLength(4);
    expect(fake.transcriptions[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.transcriptions[0]?.model).toBe('whisper-large');
    const english = heard.json().results.find((r: { language: string }) => r.language === 'en');
    expect(english).toMatchObject({ word_error: expect.any(Number), problem: null });
    const spoken = await call('POST', '/test-voice');
    expect(fake.speeches.map((s) => s.body.voice)).toEqual(['nova', 'nova', 'nova', 'nova']);
    const wav = Buffer.from(spoken.json().samples[0].audio_wav_base64, 'base64');
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');

    // The key removed: the fake refuses, and the Test says so in a sentence.
    await call('PUT', '', {
      stt: remote('openai-compatible', { api_key: null }),
      tts: { provider: 'local' },
    });
    const refused = await call('POST', '/test-recogniser');
    expect(refused.json().results[0].problem).toBe(
      "The speech recogniser refused this server's credentials.",
    );
  });

  it('never shows the key, in an answer or in the log', () => {
    expect(answers.length).toBeGreaterThan(5);
    for (const text of [...answers, ...lines]) expect(text).not.toContain(KEY);
    expect(lines.join('\n')).toMatch(/speech test/);
  });
});
