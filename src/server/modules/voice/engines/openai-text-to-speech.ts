import type { EngineAvailability, SpeechLanguage, TextToSpeech } from '../speech-engines';
import { PcmByteReader } from './pcm-bytes';
import { deadline } from './deadline';
import { requestFailure, responseFailure, unreadable } from './provider-http';

/** `response_format: "pcm"` is raw signed 16-bit little-endian mono at 24 kHz, no header. */
export const OPENAI_PCM_RATE = 24_000;

export interface OpenAiTextToSpeechOptions {
  provider: 'openai' | 'openai-compatible';
  baseUrl: string;
  apiKey?: string;
  model: string;
  voice: string;
  /** Longest wait for the answer to start, and then between two chunks of it. */
  stallTimeoutMs?: number;
}

/**
 * The OpenAI speech wire format (`POST /audio/speech`), streamed: each chunk is yielded as it
 * arrives so the caller hears the start while the rest is still being made. (The AI SDK's
 * generateSpeech buffers the whole answer, which is why this is a direct request.)
 */
export class OpenAiTextToSpeech implements TextToSpeech {
  readonly name: string;
  readonly sampleRate = OPENAI_PCM_RATE;

  constructor(private readonly options: OpenAiTextToSpeechOptions) {
    this.name = `${options.provider}/${options.model}`;
  }

  // The voices speak whatever language the text is in: `language` has nothing to select.
  async *synthesize(
    text: string,
    { signal }: { language: SpeechLanguage; signal: AbortSignal },
  ): AsyncGenerator<Int16Array> {
    if (!text.trim()) return; // the API refuses empty input
    const { baseUrl, apiKey, model, voice, stallTimeoutMs = 15_000 } = this.options;
    const url = `${baseUrl}/audio/speech`;
    const where = `POST ${url}`;
    const timer = deadline(signal, stallTimeoutMs);
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    let done = false;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, voice, input: text, response_format: 'pcm' }),
        signal: timer.signal,
      });
      if (!response.ok) throw await responseFailure('voice', where, response);
      if (!response.body) throw unreadable('voice', `${where}: no body`);
      reader = response.body.getReader();
      const pcm = new PcmByteReader();
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        const samples = pcm.push(next.value);
        if (samples.length === 0) continue;
        timer.pause();
        yield samples;
        timer.rearm();
      }
      done = true;
    } catch (error) {
      throw requestFailure('voice', where, error, {
        callerSignal: signal,
        expired: timer.expired,
        started: reader !== undefined,
      });
    } finally {
      timer.dispose();
      // A consumer that stops early (barge-in) must not leave the download running.
      if (!done) void reader?.cancel().catch(() => {});
    }
  }

  /** Configuration only, never a request: see OpenAiSpeechToText.check for why. */
  async check(): Promise<EngineAvailability> {
    if (this.options.provider === 'openai' && !this.options.apiKey) {
      return {
        ok: false,
        problem: 'The voice is not set up on this server: TTS_PROVIDER=openai needs TTS_API_KEY.',
      };
    }
    return { ok: true, problem: null };
  }
}
