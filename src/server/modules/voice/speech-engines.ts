import type { AGENT_LANGUAGES } from '../../../shared/constants';

export type SpeechLanguage = (typeof AGENT_LANGUAGES)[number];

/** Signed 16-bit mono PCM. */
export interface PcmAudio {
  samples: Int16Array;
  sampleRate: number;
}

/**
 * A speech engine that cannot work (not installed, unreachable, refused): `message` is the
 * sentence the caller sees in the call panel; the operator's detail goes to the log.
 */
export class SpeechEngineError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'SpeechEngineError';
  }
}

/** Whether an engine can work on this server now, and if not, the sentence that says why. */
export interface EngineAvailability {
  ok: boolean;
  problem: string | null;
}

/** Turns a caller's utterance into text: the local recogniser or an OpenAI-format provider. */
export interface SpeechToText {
  /** 'local (pocketsphinx)', 'openai/whisper-1', ... (stored with each call). */
  name: string;
  /** What the caller should expect of it (the local recogniser is honest about its quality). */
  note: string | null;
  /** The agent languages it understands: calls in any other are refused before they start. */
  languages: readonly SpeechLanguage[];
  transcribe(
    audio: PcmAudio,
    options: { language: SpeechLanguage; signal: AbortSignal },
  ): Promise<string>;
  check(): Promise<EngineAvailability>;
}

/** Speaks a piece of a reply: the local voice (espeak-ng) or an OpenAI-format provider. */
export interface TextToSpeech {
  name: string;
  /** The rate of every chunk it yields: one that divides into 10 ms frames (16, 24 or 48 kHz). */
  sampleRate: number;
  /** PCM chunks as they are made, so playback starts before the whole piece is synthesised. */
  synthesize(
    text: string,
    options: { language: SpeechLanguage; signal: AbortSignal },
  ): AsyncIterable<Int16Array>;
  check(): Promise<EngineAvailability>;
}
