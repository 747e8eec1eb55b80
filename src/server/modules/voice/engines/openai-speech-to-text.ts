import { AGENT_LANGUAGES } from '../../../../shared/constants';
import type { EngineAvailability, PcmAudio, SpeechLanguage, SpeechToText } from '../speech-engines';
import { deadline } from './deadline';
import { requestFailure, responseFailure, unreadable } from './provider-http';
import { encodeWav } from './wav';

export interface OpenAiSpeechToTextOptions {
  provider: 'openai' | 'openai-compatible';
  /** Ends in /v1 (or the self-hosted server's equivalent), without a trailing slash. */
  baseUrl: string;
  /** A self-hosted openai-compatible server may need none. */
  apiKey?: string;
  model: string;
  /** An utterance takes a second or two; past this the caller has waited too long anyway. */
  timeoutMs?: number;
}

/**
 * The OpenAI transcription wire format (`POST /audio/transcriptions`, multipart), which
 * self-hosted speech servers also speak, so one client serves both.
 */
export class OpenAiSpeechToText implements SpeechToText {
  readonly name: string;
  readonly note = null;
  /** Whisper and the servers that speak its format understand all of them. */
  readonly languages = AGENT_LANGUAGES;

  constructor(private readonly options: OpenAiSpeechToTextOptions) {
    this.name = `${options.provider}/${options.model}`;
  }

  async transcribe(
    audio: PcmAudio,
    { language, signal }: { language: SpeechLanguage; signal: AbortSignal },
  ): Promise<string> {
    if (audio.samples.length === 0) return ''; // the API refuses an empty file
    const { baseUrl, apiKey, model, timeoutMs = 30_000 } = this.options;
    const url = `${baseUrl}/audio/transcriptions`;
    const where = `POST ${url}`;
    const form = new FormData();
    form.append('file', new Blob([encodeWav(audio)], { type: 'audio/wav' }), 'utterance.wav');
    form.append('model', model);
    // Agent languages are ISO 639-1 codes already; naming it spares a guess on short turns.
    form.append('language', language);
    form.append('response_format', 'json');
    const timer = deadline(signal, timeoutMs);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        body: form,
        signal: timer.signal,
      });
      if (!response.ok) throw await responseFailure('recogniser', where, response);
      const body = (await response.text()).trim();
      return textOf(body, where);
    } catch (error) {
      throw requestFailure('recogniser', where, error, {
        callerSignal: signal,
        expired: timer.expired,
      });
    } finally {
      timer.dispose();
    }
  }

  /**
   * Configuration only, never a request: check() runs before calls and on status pages, and a
   * request each time would spend the operator's quota and add its latency to every call,
   * while a provider that is down is reported the moment a turn needs it.
   */
  async check(): Promise<EngineAvailability> {
    if (this.options.provider === 'openai' && !this.options.apiKey) {
      return {
        ok: false,
        problem:
          'Speech recognition is not set up on this server: STT_PROVIDER=openai needs STT_API_KEY.',
      };
    }
    return { ok: true, problem: null };
  }
}

function textOf(body: string, where: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw unreadable('recogniser', `${where}: not JSON: ${body.slice(0, 200)}`);
  }
  const text = (parsed as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') throw unreadable('recogniser', `${where}: no "text" in the answer`);
  return text.trim();
}
