import { StatusMessage } from '../../../components/ui/status-message';
import { useKeyUsage } from '../api/get-key-usage';
import { shortDay, usageBars } from '../lib/usage-chart';
import { ColumnHeads } from './column-heads';

const BAR = 10;
const HEIGHT = 100;

/**
 * Requests and errors per day as an SVG bar chart: two series of bars need no chart library
 * (uplot would add 24 KB), and the table below carries the same numbers for screen readers.
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
  const summary = `${usage.data.total_requests} requests and ${errors} errors in the last ${days} days; ${usage.data.rate_limited} refused by the hourly limit.`;
  return (
    <section aria-labelledby={`usage-${keyId}`}>
      <h5 id={`usage-${keyId}`} className="text-sm font-semibold text-slate-900">
        Usage
      </h5>
      <p className="text-sm text-slate-700">{summary}</p>
      <div className="mt-2 flex gap-2">
        <div aria-hidden className="flex flex-col justify-between text-xs text-slate-600">
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg
          aria-hidden
          viewBox={`0 0 ${Math.max(bars.length, 1) * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full rounded bg-slate-50"
        >
          {bars.map((bar, index) => (
            <g key={bar.date}>
              <title>{`${shortDay(bar.date)}: ${bar.requests} requests, ${bar.errors} errors`}</title>
              <rect
                x={index * BAR + 1}
                y={HEIGHT - bar.requestsHeight * HEIGHT}
                width={BAR - 2}
                height={bar.requestsHeight * HEIGHT}
                className="fill-brand-700"
              />
              <rect
                x={index * BAR + 1}
                y={HEIGHT - bar.errorsHeight * HEIGHT}
                width={BAR - 2}
                height={bar.errorsHeight * HEIGHT}
                className="fill-red-600"
              />
            </g>
          ))}
        </svg>
      </div>
      <p aria-hidden className="mt-1 flex gap-4 text-xs text-slate-600">
        <span>
          <span className="mr-1 inline-block size-2 bg-brand-700" />
          Requests
        </span>
        <span>
          <span className="mr-1 inline-block size-2 bg-red-600" />
          Errors
        </span>
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-800">Daily numbers as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Requests and errors per day</caption>
          <ColumnHeads names={['Day', 'Requests', 'Errors']} />
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.date}>
                <th scope="row" className="font-normal">
                  {shortDay(bar.date)}
                </th>
                <td>{bar.requests}</td>
                <td>{bar.errors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
