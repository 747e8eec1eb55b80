import type { z } from 'zod';
import { AGENT_LANGUAGES } from '../../../../shared/constants';
import { LANGUAGE_NAMES, languageList } from '../../../../shared/languages';
import type { RecogniserTestResultSchema } from '../../../../shared/schemas/admin-settings';
import { SpeechEngineError, type SpeechLanguage, type SpeechToText } from '../../voice';
import type { RecordedSample } from './recogniser-samples';
import { RECOGNISER_SAMPLES, SAMPLE_TIMEOUT_MS, tookTooLong } from './speech-samples';
import { wordErrorRate } from './word-error';

type RecogniserResult = z.infer<typeof RecogniserTestResultSchema>['results'][number];

async function hearSample(
  stt: SpeechToText,
  language: SpeechLanguage,
  sample: RecordedSample,
  options: { timeoutMs: number; onError: (error: unknown) => void },
): Promise<RecogniserResult> {
  const expected = RECOGNISER_SAMPLES[language];
  const skipped = (problem: string) => ({
    language,
    expected,
    heard: null,
    word_error: null,
    latency_ms: 0,
    problem,
  });
  if (!stt.languages.includes(language)) {
    return skipped(
      `This recogniser does not understand ${LANGUAGE_NAMES[language]} (only ${languageList(stt.languages)}): calls in it are refused. Choose a recogniser that does, such as OpenAI's.`,
    );
  }
  if ('problem' in sample) return skipped(sample.problem);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const heard = await stt.transcribe(sample.audio, { language, signal });
    const latency = took();
    return {
      language,
      expected,
      heard,
      word_error: wordErrorRate(expected, heard),
      latency_ms: latency,
      problem: null,
    };
  } catch (error) {
    options.onError(error);
    const problem = signal.aborted
      ? tookTooLong('recogniser', options.timeoutMs)
      : error instanceof SpeechEngineError
        ? error.message
        : 'The recogniser failed on this sample: the server log says why.';
    return { ...skipped(problem), latency_ms: took() };
  }
}

/**
 * The recogniser's Test: each built-in recording it can understand, transcribed at once (so a
 * recogniser that hangs keeps the console waiting one timeout, not four), with what it heard,
 * how well and how long it took.
 */
export async function testRecogniser(
  stt: SpeechToText,
  samples: Record<SpeechLanguage, RecordedSample>,
  options: { timeoutMs?: number; onError: (error: unknown) => void },
) {
  const timeoutMs = options.timeoutMs ?? SAMPLE_TIMEOUT_MS;
  const results = await Promise.all(
    AGENT_LANGUAGES.map((language) =>
      hearSample(stt, language, samples[language], { timeoutMs, onError: options.onError }),
    ),
  );
  return { results };
}
