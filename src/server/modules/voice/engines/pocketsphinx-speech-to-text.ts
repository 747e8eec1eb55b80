import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SpeechEngineError,
  type EngineAvailability,
  type PcmAudio,
  type SpeechLanguage,
  type SpeechToText,
} from '../speech-engines';
import { cachedCheck, isRunFailure, runToEnd } from './local-binary';
import { resamplePcm } from './resample';
import { encodeWav } from './wav';

export const POCKETSPHINX_NOT_INSTALLED =
  'The local speech recogniser is not installed on this server: install the Debian packages pocketsphinx and pocketsphinx-en-us (apt-get install pocketsphinx pocketsphinx-en-us), or set STT_PROVIDER.';

/**
 * Measured here: most words of synthetic speech come out wrong ("I would like to talk about my
 * pricing strategy" → "what tata pricing strategy"; 106 % WER on espeak speech, 44 % on flite).
 */
export const POCKETSPHINX_NOTE =
  // Read by callers in the call panel: what to expect, not the operator's settings.
  'This server uses a basic offline speech recogniser: it gets many words wrong, so the coach may misunderstand you. Speak slowly and clearly, or type your question.';

const LANGUAGE_NAMES: Record<SpeechLanguage, string> = {
  en: 'English',
  pt: 'Portuguese',
  es: 'Spanish',
  fr: 'French',
};
/** The acoustic model Debian ships (pocketsphinx-en-us) is trained on 16 kHz speech. */
const MODEL_RATE = 16_000;

/**
 * The local recogniser: Debian's pocketsphinx_continuous on a temporary WAV. English only and
 * rough, but offline. Measured per utterance: ~0.3 s to load its model plus ~0.18× the
 * utterance's length (0.4 s for "Hello.", 0.9 s for 2.8 s of speech, 1.3 s for 5.7 s).
 */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = 'local (pocketsphinx)';
  readonly note = POCKETSPHINX_NOTE;
  /** Debian ships pocketsphinx-en-us only. */
  readonly languages = ['en'] as const;
  readonly check: () => Promise<EngineAvailability>;

  constructor(private readonly pocketsphinxPath = 'pocketsphinx_continuous') {
    // A real run on a moment of silence: it proves the program and the English model load.
    this.check = cachedCheck(() =>
      this.recognise({ samples: new Int16Array(MODEL_RATE / 10), sampleRate: MODEL_RATE }).then(
        () => ({ ok: true, problem: null }),
        () => ({ ok: false, problem: POCKETSPHINX_NOT_INSTALLED }),
      ),
    );
  }

  async transcribe(
    audio: PcmAudio,
    { language, signal }: { language: SpeechLanguage; signal: AbortSignal },
  ): Promise<string> {
    signal.throwIfAborted();
    if (language !== 'en') {
      throw new SpeechEngineError(
        `This server's offline speech recogniser only understands English, and this coach speaks ${LANGUAGE_NAMES[language]}. Please type your message.`,
        'pocketsphinx has only an English model: set STT_PROVIDER=openai (or openai-compatible with a self-hosted server) for other languages.',
      );
    }
    if (audio.samples.length === 0) return '';
    try {
      return await this.recognise(await resamplePcm(audio, MODEL_RATE), signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (!isRunFailure(error)) throw error;
      const sentence = {
        missing: POCKETSPHINX_NOT_INSTALLED,
        timeout: 'The local speech recogniser took too long on this recording.',
        failed: 'The local speech recogniser failed on this recording.',
      }[error.kind];
      throw new SpeechEngineError(sentence, error.detail);
    }
  }

  /** The words heard, one line per stretch of speech it found, joined. */
  private async recognise(audio: PcmAudio, signal?: AbortSignal): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'coachforge-stt-'));
    try {
      const file = join(dir, 'utterance.wav');
      await writeFile(file, encodeWav(audio));
      const seconds = audio.samples.length / audio.sampleRate;
      const { stdout } = await runToEnd(
        this.pocketsphinxPath,
        ['-infile', file, '-logfn', '/dev/null'],
        // Measured ~0.2× real time: this bound is only for a recogniser that hangs.
        { signal, timeoutMs: Math.round(10_000 + seconds * 2_000) },
      );
      return stdout
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
