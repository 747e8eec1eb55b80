import { StatusMessage } from '../../../components/ui/status-message';
import { useOperatorLog } from '../api/health-and-log';
import { ConsoleSection } from '../console-section';
import { detailText } from './detail-text';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/log: every operator change, who made it and when, newest first. */
export default function LogPage() {
  const log = useOperatorLog();
  return (
    <ConsoleSection
      title="Log"
      intro="Every change made by an operator or the command line, newest first."
    >
      {log.isPending ? (
        <StatusMessage>Loading the log…</StatusMessage>
      ) : log.isError ? (
        <StatusMessage tone="error">
          The log could not be loaded. Please reload the page.
        </StatusMessage>
      ) : log.data.entries.length === 0 ? (
        <StatusMessage>No changes yet.</StatusMessage>
      ) : (
        <ol aria-label="Operator changes" className="space-y-2">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <p className="text-slate-900">
                <span className="font-semibold">{entry.action}</span> by {entry.actor}
              </p>
              <p className="text-slate-600">
                <time dateTime={entry.created_at}>
                  {timeFormat.format(new Date(entry.created_at))}
                </time>
              </p>
              {Object.keys(entry.detail).length > 0 && (
                <p className="mt-1 break-words text-slate-800">{detailText(entry.detail)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </ConsoleSection>
  );
}
