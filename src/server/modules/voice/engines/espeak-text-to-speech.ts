import { spawn } from 'node:child_process';
import {
  SpeechEngineError,
  type EngineAvailability,
  type SpeechLanguage,
  type TextToSpeech,
} from '../speech-engines';
import { EspeakWavStream } from './espeak-wav-stream';
import { cachedCheck, runToEnd } from './local-binary';

export const ESPEAK_NOT_INSTALLED =
  'Local speech is not installed on this server: install the Debian package espeak-ng (apt-get install espeak-ng), or set TTS_PROVIDER.';

/** Debian's espeak-ng voices for the agent languages: Brazilian Portuguese, as the product is. */
export const ESPEAK_VOICES: Record<SpeechLanguage, string> = {
  en: 'en-us',
  pt: 'pt-br',
  es: 'es',
  fr: 'fr-fr',
};

const COULD_NOT_SPEAK = 'The local voice could not speak this reply.';

/** One rate for every engine: 24 kHz divides into the call's 10 ms frames, 22 050 does not. */
const OUTPUT_RATE = 24_000;

/**
 * The local voice: espeak-ng, robotic but installed from Debian, speaking all four agent
 * languages with first audio in ~10–20 ms. One process per piece of a reply.
 */
export class EspeakTextToSpeech implements TextToSpeech {
  readonly name = 'local (espeak-ng)';
  readonly sampleRate = OUTPUT_RATE;
  readonly check: () => Promise<EngineAvailability>;

  constructor(private readonly espeakPath = 'espeak-ng') {
    this.check = cachedCheck(() =>
      runToEnd(espeakPath, ['--version'], { timeoutMs: 3_000 }).then(
        () => ({ ok: true, problem: null }),
        () => ({ ok: false, problem: ESPEAK_NOT_INSTALLED }),
      ),
    );
  }

  async *synthesize(
    text: string,
    { language, signal }: { language: SpeechLanguage; signal: AbortSignal },
  ): AsyncGenerator<Int16Array> {
    signal.throwIfAborted();
    if (!text.trim()) return;
    // The text goes in on stdin: no shell, no argument a leading '-' could turn into an option.
    const child = spawn(this.espeakPath, ['-v', ESPEAK_VOICES[language], '--stdout', '--stdin']);
    const exited = new Promise<{ code: number | null; error?: NodeJS.ErrnoException }>(
      (resolve) => {
        child.once('error', (error) => resolve({ code: null, error }));
        child.once('close', (code) => resolve({ code }));
      },
    );
    const kill = () => child.kill('SIGKILL');
    signal.addEventListener('abort', kill, { once: true });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr = (stderr + String(data)).slice(-300)));
    child.stdin.on('error', () => {}); // EPIPE when it died before reading: reported at exit
    // '[[' would switch espeak to phoneme input; a reply never means that.
    child.stdin.end(text.replaceAll('[[', '[ ['));
    const wav = new EspeakWavStream(OUTPUT_RATE);
    try {
      for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
        const samples = await wav.push(chunk);
        if (samples.length > 0) yield samples;
      }
      const { code, error } = await exited;
      signal.throwIfAborted();
      if (error?.code === 'ENOENT' || error?.code === 'EACCES') {
        throw new SpeechEngineError(ESPEAK_NOT_INSTALLED, `${this.espeakPath}: ${error.code}`);
      }
      if (error || code !== 0) {
        const detail = `${this.espeakPath} exited with ${String(error?.code ?? code)}: ${stderr}`;
        throw new SpeechEngineError(COULD_NOT_SPEAK, detail);
      }
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof SpeechEngineError) throw error;
      throw new SpeechEngineError(COULD_NOT_SPEAK, `${this.espeakPath}: ${String(error)}`);
    } finally {
      signal.removeEventListener('abort', kill);
      // A consumer that stops early (barge-in) must not leave espeak running.
      if (child.exitCode === null && child.signalCode === null) kill();
      wav.close();
    }
  }
}
