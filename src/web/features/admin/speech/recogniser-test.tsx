import { LANGUAGE_NAMES } from '../../../../shared/languages';
import type { RecogniserTestResult } from '../api/speech-settings';

/** Word error as people read it: 0.25 → "25 %". */
export const wordErrorText = (rate: number) => `${Math.round(rate * 100)} %`;

/** What the recogniser heard of each built-in recording, how wrong and how fast. */
export function RecogniserTestOutcome({ result }: { result: RecogniserTestResult }) {
  if (result.results.length === 0) {
    return (
      <p className="text-sm text-slate-800">No agent speaks any language yet: nothing to hear.</p>
    );
  }
  return (
    <ul aria-label="Recogniser results" className="space-y-3">
      {result.results.map((item) => (
        <li key={item.language} className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">{LANGUAGE_NAMES[item.language]}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
            <dt className="text-slate-600">Said</dt>
            <dd>“{item.expected}”</dd>
            <dt className="text-slate-600">Heard</dt>
            <dd>{item.heard === null ? (item.problem ?? 'Nothing') : `“${item.heard}”`}</dd>
            {item.word_error !== null && (
              <>
                <dt className="text-slate-600">Words wrong</dt>
                <dd>{wordErrorText(item.word_error)}</dd>
              </>
            )}
            <dt className="text-slate-600">Time</dt>
            <dd>{item.latency_ms} ms</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
