import { AGENT_LANGUAGES } from '../../../../shared/constants';
import type { VoiceTestResultSchema } from '../../../../shared/schemas/admin-settings';
import { encodeWav } from '../../voice';
import { SpeechEngineError, type SpeechLanguage, type TextToSpeech } from '../../voice';
import type { z } from 'zod';
import { SAMPLE_TIMEOUT_MS, tookTooLong, VOICE_SAMPLES } from './speech-samples';

type VoiceSample = z.infer<typeof VoiceTestResultSchema>['samples'][number];

/** One language: the sample spoken to the end, as WAV; latency is the wait for its first audio. */
async function speakSample(
  tts: TextToSpeech,
  language: SpeechLanguage,
  options: { timeoutMs: number; onError: (error: unknown) => void },
): Promise<VoiceSample> {
  const text = VOICE_SAMPLES[language];
  const signal = AbortSignal.timeout(options.timeoutMs);
  const started = performance.now();
  let firstAudioMs: number | undefined;
  const chunks: Int16Array[] = [];
  const took = () => Math.round(firstAudioMs ?? performance.now() - started);
  try {
    for await (const chunk of tts.synthesize(text, { language, signal })) {
      firstAudioMs ??= performance.now() - started;
      chunks.push(chunk);
    }
  } catch (error) {
    const problem = signal.aborted
      ? tookTooLong('voice', options.timeoutMs)
      : error instanceof SpeechEngineError
        ? error.message
        : 'The voice failed on this sample: the server log says why.';
    options.onError(error);
    return { language, text, audio_wav_base64: null, latency_ms: took(), problem };
  }
  const samples = new Int16Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  if (samples.length === 0) {
    const problem = 'The voice answered without any sound for this sample.';
    return { language, text, audio_wav_base64: null, latency_ms: took(), problem };
  }
  const wav = encodeWav({ samples, sampleRate: tts.sampleRate });
  return {
    language,
    text,
    audio_wav_base64: wav.toString('base64'),
    latency_ms: took(),
    problem: null,
  };
}

/**
 * The voice's Test: a sample in every language agents use, spoken at once (a real reply's
 * pieces are spoken while the caller waits, so the first audio is what the console times).
 * A failing sample carries its sentence; the Test itself never fails.
 */
export async function testVoice(
  tts: TextToSpeech,
  options: { timeoutMs?: number; onError: (error: unknown) => void },
) {
  const timeoutMs = options.timeoutMs ?? SAMPLE_TIMEOUT_MS;
  const samples = await Promise.all(
    AGENT_LANGUAGES.map((language) =>
      speakSample(tts, language, { timeoutMs, onError: options.onError }),
    ),
  );
  return { samples };
}
