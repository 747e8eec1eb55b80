import type { ModelTestResult } from '../../../../shared/schemas/admin-settings';

/** A Test's outcome in words: the model's reply and its time, or why it did not answer. */
export function ModelTestOutcome({ result }: { result: ModelTestResult }) {
  if (!result.ok) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">The model did not answer.</p>
        <p>{result.problem ?? 'No reason was given.'}</p>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
      <p className="font-medium">The model replied in {result.latency_ms} ms:</p>
      <blockquote className="mt-1 break-words whitespace-pre-wrap">{result.reply}</blockquote>
    </div>
  );
}
