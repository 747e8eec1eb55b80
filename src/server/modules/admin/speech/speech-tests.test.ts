import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../../test/fake-speech/fake-speech-server';
import { OpenAiSpeechToText } from '../../voice/engines/openai-speech-to-text';
import { OpenAiTextToSpeech } from '../../voice/engines/openai-text-to-speech';
import { testRecogniser } from './recogniser-test';
import { testVoice } from './voice-test';

const installed = (program: string) => {
  try {
    execFileSync('which', [program]);
    return true;
  } catch {
    return false;
  }
};
const local = installed('espeak-ng') && installed('pocketsphinx_continuous');

let fake: FakeSpeechServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeSpeechServer({ apiKey: 'sk-right', chunkDelayMs: 0 });
  // The recogniser is the environment's: the console may change only the voice.
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', STT_PROVIDER: 'local' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (url: string, payload?: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/admin/settings/speech${url}`,
    headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    ...(payload && { payload }),
  });

describe('fields set in the environment', () => {
  it('show as locked and cannot be changed from the console', async () => {
    const view = await t.app.inject({
      url: '/api/admin/settings/speech',
      headers: { authorization: `Bearer cfa_${t.app.adminToken}` },
    });
    expect(view.json().stt.locked).toEqual({ provider: 'STT_PROVIDER' });
    const res = await call(
      '',
      { stt: { provider: 'openai', api_key: 'sk-x' }, tts: { provider: 'local' } },
      'PUT',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "The recogniser's provider is set in the server's environment (STT_PROVIDER): change it there, or leave it as it is here.",
    );
    // Sent back as shown, it is no change: the rest is saved.
    const saved = await call('', { stt: { provider: 'local' }, tts: { provider: 'local' } }, 'PUT');
    expect(saved.statusCode).toBe(200);
  });
});

describe('a Test of a candidate', () => {
  it('reports a refused key per sample, in a sentence, never as a failure', async () => {
    const res = await call('/test-voice', {
      provider: 'openai-compatible',
      base_url: fake.url,
      model: 'tts-1',
      api_key: 'sk-wrong',
    });
    expect(res.statusCode).toBe(200);
    const problems = res.json().samples.map((s: { problem: string }) => s.problem);
    expect(problems).toEqual(Array(4).fill("The voice service refused this server's credentials."));
  });

  it('reports what is missing without asking anyone', async () => {
    const res = await call('/test-voice', { provider: 'openai' });
    expect(res.json().samples[0].problem).toBe('An OpenAI API key is needed for the voice.');
  });
});

describe('a provider that does not answer', () => {
  it('is a sample that took too long', async () => {
    fake.setBehaviour({ hang: true });
    const options = { baseUrl: fake.url, apiKey: 'sk-right', provider: 'openai' as const };
    const voice = await testVoice(
      new OpenAiTextToSpeech({ ...options, model: 'tts-1', voice: 'alloy' }),
      { timeoutMs: 300, onError: () => {} },
    );
    expect(voice.samples[0]?.problem).toBe('The voice took longer than 300 ms on this sample.');
    const samples = { audio: { samples: new Int16Array(1600).fill(500), sampleRate: 16_000 } };
    const heard = await testRecogniser(
      new OpenAiSpeechToText({ ...options, model: 'whisper-1' }),
      { en: samples, pt: samples, es: samples, fr: samples },
      { timeoutMs: 300, onError: () => {} },
    );
    expect(heard.results[0]?.problem).toMatch(/took longer than/);
    fake.reset();
  });
});

describe.runIf(local)('the local engines', () => {
  it('speak every language and understand only English, with its word error', async () => {
    const voice = (await call('/test-voice')).json();
    for (const sample of voice.samples) {
      expect(sample.problem).toBeNull();
      expect(Buffer.from(sample.audio_wav_base64, 'base64').length).toBeGreaterThan(10_000);
    }
    const heard = (await call('/test-recogniser')).json();
    const en = heard.results.find((r: { language: string }) => r.language === 'en');
    expect(en.problem).toBeNull();
    expect(typeof en.heard).toBe('string');
    expect(en.word_error).toBeGreaterThanOrEqual(0);
    const fr = heard.results.find((r: { language: string }) => r.language === 'fr');
    expect(fr.problem).toMatch(/^This recogniser does not understand French \(only English\)/);
  }, 60_000);
});
