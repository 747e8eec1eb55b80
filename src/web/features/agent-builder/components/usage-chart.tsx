import { StatusMessage } from '../../../components/ui/status-message';
import { useKeyUsage } from '../api/get-key-usage';
import { axisDays, shortDay, usageBars } from '../lib/usage-chart';
import { ColumnHeads } from './column-heads';
import { KeyUsageBars } from './key-usage-bars';

const SERIES = [
  ['bg-brand-700', 'Answered'],
  ['bg-red-600', 'Errors'],
  ['bg-amber-500', 'Refused'],
] as const;

/**
 * Requests per day as bars, errors and refusals marked within them, dated along the bottom;
 * each bar says its day and numbers on hover or focus, and the table carries them all.
 */
export function UsageChart({
  agentId,
  keyId,
  days,
}: {
  agentId: string;
  keyId: string;
  days: number;
}) {
  const usage = useKeyUsage(agentId, keyId, days);
  if (usage.isPending) return <StatusMessage>Loading usage…</StatusMessage>;
  if (usage.isError)
    return <StatusMessage tone="error">Failed to load the key&apos;s usage.</StatusMessage>;
  const { top, bars } = usageBars(usage.data.by_day);
  const errors = bars.reduce((sum, bar) => sum + bar.errors, 0);
  const summary = `${usage.data.total_requests} requests in the last ${days} days (UTC): ${errors} errors, ${usage.data.refused} refused.`;
  return (
    <section aria-labelledby={`usage-${keyId}`}>
      <h5 id={`usage-${keyId}`} className="text-sm font-semibold text-slate-900">
        Usage
      </h5>
      <p className="text-sm text-slate-700">{summary}</p>
      <div className="mt-2 flex gap-2">
        <div aria-hidden className="flex flex-col justify-between pt-5 text-xs text-slate-600">
          <span>{top}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <KeyUsageBars bars={bars} idle="Point at or focus a bar for its day's numbers." />
          <p
            data-testid="usage-axis"
            aria-hidden
            className="mt-1 flex justify-between text-xs text-slate-600"
          >
            {axisDays(bars.map((bar) => bar.date)).map((day) => (
              <span key={day}>{day}</span>
            ))}
          </p>
        </div>
      </div>
      <p aria-hidden className="mt-1 flex gap-4 text-xs text-slate-600">
        {SERIES.map(([colour, name]) => (
          <span key={name}>
            <span className={`mr-1 inline-block size-2 ${colour}`} />
            {name}
          </span>
        ))}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-800">Daily numbers as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Requests, errors and refusals per day</caption>
          <ColumnHeads names={['Day', 'Requests', 'Errors', 'Refused']} />
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.date}>
                <th scope="row" className="font-normal">
                  {shortDay(bar.date)}
                </th>
                <td>{bar.requests}</td>
                <td>{bar.errors}</td>
                <td>{bar.refused}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
