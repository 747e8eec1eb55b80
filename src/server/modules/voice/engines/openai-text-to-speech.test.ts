import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeSpeechPcm, startFakeSpeechServer } from '../../../test/fake-speech/fake-speech-server';
import { OpenAiTextToSpeech } from './openai-text-to-speech';
import {
  closedUrl,
  collect,
  engineError,
  firstDifference,
} from '../../../test/fake-speech/engine-test-helpers';

const KEY = 'sk-tts-test';
const fake = await startFakeSpeechServer({ apiKey: KEY });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const engine = (options: Partial<ConstructorParameters<typeof OpenAiTextToSpeech>[0]> = {}) =>
  new OpenAiTextToSpeech({
    provider: 'openai',
    baseUrl: fake.url,
    apiKey: KEY,
    model: 'tts-1',
    voice: 'nova',
    ...options,
  });
const live = () => ({ language: 'en' as const, signal: new AbortController().signal });
const REPLY = 'Hello there, how are you today?';

describe('text-to-speech over the OpenAI speech API', () => {
  it('asks for raw 24 kHz pcm in the configured voice, with the key', async () => {
    const tts = engine();
    expect(tts.sampleRate).toBe(24_000);
    expect(tts.name).toBe('openai/tts-1');
    await collect(tts.synthesize(REPLY, live()));
    expect(fake.speeches[0]?.body).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: REPLY,
      response_format: 'pcm',
    });
    expect(fake.speeches[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('yields audio while the rest is still arriving, every sample intact across odd splits', async () => {
    fake.setBehaviour({ chunkBytes: 4_801, chunkDelayMs: 40 });
    const parts: Int16Array[] = [];
    let stillSendingAtFirstChunk: boolean | undefined;
    for await (const chunk of engine().synthesize(REPLY, live())) {
      stillSendingAtFirstChunk ??= fake.speeches[0]?.completedAt === null;
      parts.push(chunk);
    }
    expect(stillSendingAtFirstChunk).toBe(true);
    expect(parts.length).toBeGreaterThan(5);
    const received = Int16Array.from(parts.flatMap((part) => Array.from(part)));
    expect(firstDifference(received, fakeSpeechPcm(REPLY))).toBe(-1);
  });

  it('stops the download when the call hangs up mid-reply', async () => {
    fake.setBehaviour({ chunkDelayMs: 100 });
    const controller = new AbortController();
    const chunks = engine().synthesize(REPLY, { language: 'en', signal: controller.signal });
    const playing = (async () => {
      for await (const _chunk of chunks) controller.abort(new Error('caller hung up'));
    })();
    await expect(playing).rejects.toThrow('caller hung up');
    await fake.waitForAborted(1);
    expect(fake.speeches[0]?.completedAt).toBeNull();
  });

  it('stops the download when the caller interrupts (the consumer stops reading)', async () => {
    fake.setBehaviour({ chunkDelayMs: 100 });
    for await (const _chunk of engine().synthesize(REPLY, live())) break;
    await fake.waitForAborted(1);
  });

  it.each([
    [401, "The voice service refused this server's credentials.", { apiKey: 'sk-wrong' }],
    [500, 'The voice service is having trouble: try again in a moment.', {}],
  ] as const)('says what a %i means', async (status, sentence, options) => {
    if (status !== 401) fake.setBehaviour({ failStatus: status });
    await engineError(collect(engine(options).synthesize(REPLY, live())), sentence);
  });

  it('does not mistake a consumer that takes its time for a stalled service', async () => {
    fake.setBehaviour({ chunkDelayMs: 20 });
    const tts = engine({ stallTimeoutMs: 100 });
    let chunks = 0;
    for await (const _chunk of tts.synthesize(REPLY, live())) {
      if (chunks++ === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(chunks).toBeGreaterThan(5);
  });

  it('says so when the service breaks off in the middle of a reply', async () => {
    fake.setBehaviour({ failMidStream: true });
    await engineError(
      collect(engine().synthesize(REPLY, live())),
      'The voice service stopped in the middle of a reply.',
    );
  });

  it('says the service could not be reached, or took too long', async () => {
    await engineError(
      collect(engine({ baseUrl: await closedUrl() }).synthesize(REPLY, live())),
      'The voice service could not be reached.',
    );
    fake.setBehaviour({ hang: true });
    await engineError(
      collect(engine({ stallTimeoutMs: 150 }).synthesize(REPLY, live())),
      'The voice service took too long to answer.',
    );
  });

  it('speaks nothing for blank text, and checks its configuration without a request', async () => {
    expect((await collect(engine().synthesize('  ', live()))).length).toBe(0);
    expect((await engine({ apiKey: undefined }).check()).problem).toMatch(/TTS_API_KEY/);
    await expect(engine().check()).resolves.toEqual({ ok: true, problem: null });
    expect(fake.speeches).toHaveLength(0);
  });
});
