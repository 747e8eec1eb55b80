import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSpeechServer } from '../../../test/fake-speech/fake-speech-server';
import { OpenAiSpeechToText } from './openai-speech-to-text';
import { closedUrl, engineError } from '../../../test/fake-speech/engine-test-helpers';

const KEY = 'sk-stt-test';
const fake = await startFakeSpeechServer({ apiKey: KEY });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const engine = (options: Partial<ConstructorParameters<typeof OpenAiSpeechToText>[0]> = {}) =>
  new OpenAiSpeechToText({
    provider: 'openai',
    baseUrl: fake.url,
    apiKey: KEY,
    model: 'whisper-1',
    ...options,
  });
/** 1.5 s of a quiet ramp at the call's 16 kHz. */
const utterance = {
  samples: Int16Array.from({ length: 24_000 }, (_, i) => (i % 200) - 100),
  sampleRate: 16_000,
};
const live = () => ({ language: 'en' as const, signal: new AbortController().signal });

describe('speech-to-text over the OpenAI transcription API', () => {
  it("sends the utterance as a WAV with the model and the agent's language, and returns the text", async () => {
    fake.queueTranscripts('  Olá, tudo bem?  ');
    const text = await engine().transcribe(utterance, { ...live(), language: 'pt' });
    expect(text).toBe('Olá, tudo bem?');
    const [received] = fake.transcriptions;
    expect(received).toMatchObject({
      model: 'whisper-1',
      language: 'pt',
      responseFormat: 'json',
      fileType: 'audio/wav',
      durationMs: 1500,
    });
    expect(Array.from(received?.audio?.samples.subarray(0, 3) ?? [])).toEqual([-100, -99, -98]);
    expect(received?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('sends no Authorization header to a self-hosted server without a key', async () => {
    const open = await startFakeSpeechServer();
    try {
      const stt = engine({ provider: 'openai-compatible', baseUrl: open.url, apiKey: undefined });
      expect(stt.name).toBe('openai-compatible/whisper-1');
      await expect(stt.transcribe(utterance, live())).resolves.toBe('This is a fake transcript.');
      expect(open.transcriptions[0]?.headers.authorization).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('tells the caller the key was refused, and the operator what the provider said', async () => {
    const error = await engineError(
      engine({ apiKey: 'sk-wrong' }).transcribe(utterance, live()),
      "The speech recogniser refused this server's credentials.",
    );
    expect(error.detail).toMatch(/audio\/transcriptions → 401: Incorrect API key/);
    expect(error.detail).not.toContain('sk-wrong');
  });

  it.each([
    [429, 'The speech recogniser is busy: try again in a moment.'],
    [500, 'The speech recogniser is having trouble: try again in a moment.'],
    [503, 'The speech recogniser is having trouble: try again in a moment.'],
  ])('says what a %i means', async (status, sentence) => {
    fake.setBehaviour({ failStatus: status });
    const error = await engineError(engine().transcribe(utterance, live()), sentence);
    expect(error.detail).toContain(`${status}: Fake failure`);
  });

  it('says the recogniser could not be reached when nothing answers', async () => {
    const error = await engineError(
      engine({ baseUrl: await closedUrl() }).transcribe(utterance, live()),
      'The speech recogniser could not be reached.',
    );
    expect(error.detail).toMatch(/ECONNREFUSED/);
  });

  it('gives up after its timeout with a sentence, not a hang', async () => {
    fake.setBehaviour({ hang: true });
    await engineError(
      engine({ timeoutMs: 150 }).transcribe(utterance, live()),
      'The speech recogniser took too long to answer.',
    );
  });

  it('stops the request when the call hangs up, with the hang-up as the reason', async () => {
    fake.setBehaviour({ hang: true });
    const controller = new AbortController();
    const pending = engine().transcribe(utterance, { language: 'en', signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller hung up')), 50);
    await expect(pending).rejects.toThrow('caller hung up');
    await fake.waitForAborted(1);
  });

  it('sends nothing for an empty utterance', async () => {
    await expect(
      engine().transcribe({ samples: new Int16Array(0), sampleRate: 16_000 }, live()),
    ).resolves.toBe('');
    expect(fake.transcriptions).toHaveLength(0);
  });

  it('checks its configuration without a request: OpenAI needs a key', async () => {
    await expect(engine().check()).resolves.toEqual({ ok: true, problem: null });
    const missing = await engine({ apiKey: undefined }).check();
    expect(missing.ok).toBe(false);
    expect(missing.problem).toMatch(/STT_API_KEY/);
    await expect(
      engine({ provider: 'openai-compatible', apiKey: undefined }).check(),
    ).resolves.toMatchObject({ ok: true });
    expect(fake.transcriptions).toHaveLength(0);
  });
});
