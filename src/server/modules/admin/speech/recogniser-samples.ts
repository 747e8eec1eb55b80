import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AGENT_LANGUAGES } from '../../../../shared/constants';
import { EspeakTextToSpeech } from '../../voice';
import { encodeWav, parseWav } from '../../voice';
import type { PcmAudio, SpeechLanguage } from '../../voice';
import { RECOGNISER_SAMPLES } from './speech-samples';

/** A built-in recording, or the sentence saying why there is none. */
export type RecordedSample = { audio: PcmAudio } | { problem: string };

export const ESPEAK_MISSING_FOR_SAMPLES =
  "The recogniser's test recordings are made with espeak-ng, which is not installed on this server: install the Debian package espeak-ng (apt-get install espeak-ng) to run this test.";

async function collect(chunks: AsyncIterable<Int16Array>): Promise<Int16Array> {
  const parts: Int16Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const all = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((offset, part) => (all.set(part, offset), offset + part.length), 0);
  return all;
}

/** Made once, then read from the cache: named by text and language, so a new sample is made again. */
async function recordSample(
  espeak: EspeakTextToSpeech,
  dir: string,
  language: SpeechLanguage,
): Promise<RecordedSample> {
  const text = RECOGNISER_SAMPLES[language];
  const name = createHash('sha256').update(`${language}\n${text}`).digest('hex').slice(0, 16);
  const file = join(dir, `${language}-${name}.wav`);
  const cached = await readFile(file).then(parseWav, () => undefined);
  if (cached) return { audio: cached };
  if (!(await espeak.check()).ok) return { problem: ESPEAK_MISSING_FOR_SAMPLES };
  const samples = await collect(
    espeak.synthesize(text, { language, signal: AbortSignal.timeout(30_000) }),
  );
  const audio = { samples, sampleRate: espeak.sampleRate };
  // Inside DATA_DIR, which stays private to the server's user (data-dir-permissions.ts).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written aside, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, encodeWav(audio), { mode: 0o600 });
  await rename(partial, file);
  return { audio };
}

/**
 * The recogniser Test's recordings, one per agent language, made with espeak-ng in the
 * background from the first call (at start) and cached in `dir` across restarts. A sample that
 * could not be made is retried on the next call.
 */
export function recogniserSamples(options: {
  espeakPath: string;
  dir: string;
  onError: (error: unknown) => void;
}) {
  const espeak = new EspeakTextToSpeech(options.espeakPath);
  let made: Promise<Record<SpeechLanguage, RecordedSample>> | undefined;
  const makeAll = async () => {
    const entries = await Promise.all(
      AGENT_LANGUAGES.map(async (language) => {
        const sample = await recordSample(espeak, options.dir, language).catch(
          (error: unknown): RecordedSample => {
            options.onError(error);
            return {
              problem:
                'The test recording for this language could not be made: the server log says why.',
            };
          },
        );
        return [language, sample] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<SpeechLanguage, RecordedSample>;
  };
  return async () => {
    made ??= makeAll();
    const samples = await made;
    if (Object.values(samples).some((sample) => 'problem' in sample)) made = undefined;
    return samples;
  };
}
