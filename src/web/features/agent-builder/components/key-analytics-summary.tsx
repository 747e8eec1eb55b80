import { StatusMessage } from '../../../components/ui/status-message';
import { useKeyAnalytics } from '../api/get-key-analytics';
import { refusedTotal } from '../lib/api-key-refusals';
import { latency, percent } from '../lib/usage-chart';
import { ColumnHeads } from './column-heads';
import { KeyRefusals } from './key-refusals';

function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/** The key's numbers over the period, and the sites the widget ran on (with refusals). */
export function KeyAnalyticsSummary({
  agentId,
  keyId,
  days,
}: {
  agentId: string;
  keyId: string;
  days: number;
}) {
  const analytics = useKeyAnalytics(agentId, keyId, days);
  if (analytics.isPending) return <StatusMessage>Loading analytics…</StatusMessage>;
  if (analytics.isError) {
    return <StatusMessage tone="error">Failed to load the key&apos;s analytics.</StatusMessage>;
  }
  const data = analytics.data;
  const { positive, negative, ratio } = data.feedback;
  return (
    <section aria-labelledby={`analytics-${keyId}`}>
      <h5 id={`analytics-${keyId}`} className="text-sm font-semibold text-slate-900">
        Analytics
      </h5>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Requests" value={data.requests} hint="Every call, refused ones too" />
        <Figure label="Sessions" value={data.sessions} hint="Conversations a visitor wrote in" />
        <Figure label="Visitor messages" value={data.messages} hint="Not the coach's replies" />
        <Figure label="Errors" value={data.errors} hint="Calls that failed" />
        <Figure label="Refused" value={refusedTotal(data.refused)} hint="Reasons below" />
        <Figure label="Latency p50" value={latency(data.latency_ms.p50)} />
        <Figure label="Latency p95" value={latency(data.latency_ms.p95)} />
        <Figure label="Streamed p50" value={latency(data.latency_ms.stream_p50)} />
        <Figure label="Streamed p95" value={latency(data.latency_ms.stream_p95)} />
        <Figure label={`Helpful (${positive} up, ${negative} down)`} value={percent(ratio)} />
      </dl>
      <KeyRefusals refused={data.refused} />
      {data.origins.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No website has used this key yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="text-left font-medium text-slate-800">Sites seen</caption>
          <ColumnHeads names={['Origin', 'Requests', 'Refused']} />
          <tbody>
            {data.origins.map((origin) => (
              <tr key={origin.origin}>
                <th scope="row" className="font-normal break-all">
                  {origin.origin}
                </th>
                <td>{origin.requests}</td>
                <td className={origin.refused > 0 ? 'font-medium text-red-700' : undefined}>
                  {origin.refused}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
