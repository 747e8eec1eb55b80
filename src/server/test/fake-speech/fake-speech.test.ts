import { createOpenAI } from '@ai-sdk/openai';
import {
  experimental_generateSpeech as generateSpeech,
  experimental_transcribe as transcribe,
} from 'ai';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeWav } from '../../modules/voice/engines/wav';
import { fakeSpeechPcm, startFakeSpeechServer } from './fake-speech-server';

/*
 * The fake is proven against the AI SDK's OpenAI provider, not against our own engines: if a
 * third-party client accepts what it sends and it reads what that client sends, the fake
 * speaks the wire format well enough to test our engines with.
 */
const KEY = 'sk-fake-speech';
const fake = await startFakeSpeechServer({ apiKey: KEY, chunkDelayMs: 0 });
const openai = createOpenAI({ baseURL: fake.url, apiKey: KEY });
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const second = { samples: new Int16Array(16_000).fill(1_000), sampleRate: 16_000 };

describe('the fake OpenAI audio API', () => {
  it('transcribes the multipart the AI SDK sends and records the audio it received', async () => {
    fake.queueTranscripts('Hello coach.');
    const result = await transcribe({
      model: openai.transcription('whisper-1'),
      audio: encodeWav(second),
      providerOptions: { openai: { language: 'pt' } },
    });
    expect(result.text).toBe('Hello coach.');
    expect(result.durationInSeconds).toBe(1);
    const [received] = fake.transcriptions;
    expect(received).toMatchObject({ model: 'whisper-1', language: 'pt', durationMs: 1000 });
    expect(received?.audio?.samples[0]).toBe(1_000);
  });

  it('answers the default transcript once the queue is empty', async () => {
    const result = await transcribe({
      model: openai.transcription('whisper-1'),
      audio: encodeWav(second),
    });
    expect(result.text).toBe('This is a fake transcript.');
  });

  it('fails with the OpenAI error shape, which the AI SDK reads', async () => {
    fake.setBehaviour({ failStatus: 429, chunkDelayMs: 0 });
    const failing = transcribe({
      model: openai.transcription('whisper-1'),
      audio: encodeWav(second),
      maxRetries: 0,
    });
    await expect(failing).rejects.toThrow(/Fake failure \(429\)/);
  });

  it('refuses a wrong key', async () => {
    const wrong = createOpenAI({ baseURL: fake.url, apiKey: 'sk-wrong' });
    await expect(
      transcribe({
        model: wrong.transcription('whisper-1'),
        audio: encodeWav(second),
        maxRetries: 0,
      }),
    ).rejects.toThrow(/Incorrect API key/);
  });

  it('speaks pcm: a 24 kHz tone 60 ms per character, recorded with its input', async () => {
    const result = await generateSpeech({
      model: openai.speech('tts-1'),
      text: 'Hello there.',
      voice: 'alloy',
      outputFormat: 'pcm',
    });
    const bytes = result.audio.uint8Array;
    const expected = fakeSpeechPcm('Hello there.');
    expect(expected.length).toBe(12 * 0.06 * 24_000);
    expect(Buffer.from(bytes).equals(Buffer.from(expected.buffer))).toBe(true);
    expect(fake.speeches[0]).toMatchObject({ input: 'Hello there.', body: { voice: 'alloy' } });
    expect(fake.speeches[0]?.completedAt).not.toBeNull();
  });
});
