import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { startFakeSpeechServer } from '../../../test/fake-speech/fake-speech-server';
import { createSpeechEngines } from './create-speech-engines';
import { collect } from '../../../test/fake-speech/engine-test-helpers';

const fake = await startFakeSpeechServer({ apiKey: 'sk-engines' });
afterAll(() => fake.close());
const live = () => ({ language: 'en' as const, signal: new AbortController().signal });

describe('speech engines from the configuration', () => {
  it('uses the local programs when no provider is configured', () => {
    const { stt, tts } = createSpeechEngines(loadConfig({}).voice);
    expect(stt.name).toBe('local (pocketsphinx)');
    expect(stt.note).toMatch(/gets many words wrong/);
    expect(tts.name).toBe('local (espeak-ng)');
    expect(tts.sampleRate).toBe(24_000);
  });

  it('talks to the configured OpenAI-format provider with its key, model and voice', async () => {
    const config = loadConfig({
      STT_PROVIDER: 'openai',
      STT_BASE_URL: fake.url,
      STT_API_KEY: 'sk-engines',
      TTS_PROVIDER: 'openai',
      TTS_BASE_URL: fake.url,
      TTS_API_KEY: 'sk-engines',
      TTS_VOICE: 'nova',
    });
    const { stt, tts } = createSpeechEngines(config.voice);
    expect(stt.name).toBe('openai/whisper-1');
    expect(tts.name).toBe('openai/tts-1');
    fake.queueTranscripts('Hello.');
    const audio = { samples: new Int16Array(1_600), sampleRate: 16_000 };
    await expect(stt.transcribe(audio, live())).resolves.toBe('Hello.');
    await collect(tts.synthesize('Hi.', live()));
    expect(fake.speeches[0]?.body).toMatchObject({ model: 'tts-1', voice: 'nova' });
  });

  it('names a self-hosted server by its model', () => {
    const config = loadConfig({
      STT_PROVIDER: 'openai-compatible',
      STT_BASE_URL: 'http://127.0.0.1:9/v1',
      STT_MODEL: 'Systran/faster-whisper-small',
      TTS_PROVIDER: 'openai-compatible',
      TTS_BASE_URL: 'http://127.0.0.1:9/v1',
      TTS_MODEL: 'kokoro',
    });
    const { stt, tts } = createSpeechEngines(config.voice);
    expect(stt.name).toBe('openai-compatible/Systran/faster-whisper-small');
    expect(tts.name).toBe('openai-compatible/kokoro');
  });
});
