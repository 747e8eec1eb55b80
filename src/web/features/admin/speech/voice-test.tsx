import { LANGUAGE_NAMES } from '../../../../shared/languages';
import type { VoiceTestResult } from '../api/speech-settings';

/** The voice's samples, one per language, each with a player the browser plays it in. */
export function VoiceTestOutcome({ result }: { result: VoiceTestResult }) {
  if (result.samples.length === 0) {
    return (
      <p className="text-sm text-slate-800">No agent speaks any language yet: nothing to say.</p>
    );
  }
  return (
    <ul aria-label="Voice samples" className="space-y-3">
      {result.samples.map((sample) => (
        <li key={sample.language} className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {LANGUAGE_NAMES[sample.language]}: “{sample.text}”
          </p>
          {sample.audio_wav_base64 ? (
            <>
              {/* eslint-disable-next-line jsx-a11y/media-has-caption -- its words are printed above it */}
              <audio
                controls
                aria-label={`${LANGUAGE_NAMES[sample.language]} sample`}
                src={`data:audio/wav;base64,${sample.audio_wav_base64}`}
                className="mt-2 w-full max-w-sm"
              />
              <p className="mt-1 text-slate-700">Made in {sample.latency_ms} ms.</p>
            </>
          ) : (
            <p className="mt-1 text-red-700">{sample.problem ?? 'The voice made no sound.'}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
