import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { PcmAudio } from '../../modules/voice';
import { sendJson } from '../fake-llm/wire';

/** How the fake answers; settable at start and per test with `setBehaviour`. */
export interface FakeSpeechBehaviour {
  /** Answer with this status and an OpenAI-format error body (401, 429, 500, ...). */
  failStatus?: number;
  /** Fail only the first N answers, then answer normally. */
  failTimes?: number;
  /** Delay before the answer starts (status line included), like a provider's latency. */
  delayMs?: number;
  /** Accept the request and never answer, for timeout and abort tests. */
  hang?: boolean;
  /** Transcriptions: the text when the queue is empty. */
  defaultTranscript?: string;
  /** Speech: bytes per streamed chunk; odd by default, as real reads split samples. */
  chunkBytes?: number;
  /** Speech: pause between chunks. */
  chunkDelayMs?: number;
  /** Speech: send the first chunk, then destroy the socket (a crash mid-stream). */
  failMidStream?: boolean;
}

export const DEFAULT_SPEECH_BEHAVIOUR = {
  delayMs: 0,
  hang: false,
  defaultTranscript: 'This is a fake transcript.',
  chunkBytes: 4_801,
  chunkDelayMs: 5,
  failMidStream: false,
} satisfies FakeSpeechBehaviour;

export type Behaviour = FakeSpeechBehaviour &
  Required<Omit<FakeSpeechBehaviour, 'failStatus' | 'failTimes'>>;

/** One transcription request as received, so tests can assert what the engine sent. */
export interface RecordedTranscription {
  headers: IncomingHttpHeaders;
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  fileName: string | null;
  fileType: string | null;
  /** The uploaded WAV decoded, or null when the file was not a 16-bit mono WAV. */
  audio: PcmAudio | null;
  durationMs: number | null;
}

/** One speech request as received. `completedAt` stays null until the last byte is written. */
export interface RecordedSpeech {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  input: string | null;
  receivedAt: number;
  completedAt: number | null;
}

/** The answer to one request, with what the server shares with its handlers. */
export interface SpeechExchange {
  headers: IncomingHttpHeaders;
  body: Buffer;
  res: ServerResponse;
  behaviour: Behaviour;
  /** Aborted when the connection closes, so delays stop. */
  signal: AbortSignal;
  /** The status to fail with, if any; spends one of `failTimes`. */
  takeFailure(): number | undefined;
  destroy(): void;
}

export function openAiError(res: ServerResponse, status: number, message: string): void {
  const type =
    status === 401
      ? 'invalid_request_error'
      : status >= 500
        ? 'server_error'
        : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: null } });
}
