import { Button } from '../../../components/ui/button';
import { countAvailableDays, type GoogleCalendarConfig } from '../lib/calendar-config';

/** Whether the agent keeps its calendar, or until when (token flow: about an hour). */
function connectionLifetime(config: GoogleCalendarConfig): string {
  if (config.renewable) return 'Renews automatically';
  const until = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `Until ${until.format(new Date(config.expires_at))}, then reconnect`;
}

/** Step 3: what is connected, with Disconnect & Reconfigure and Done (spec 02 §2). */
export function CalendarSummaryStep({
  config,
  onDisconnect,
  onDone,
  disconnecting,
  disconnectError,
}: {
  config: GoogleCalendarConfig;
  onDisconnect: () => void;
  onDone: () => void;
  disconnecting: boolean;
  disconnectError: string | null;
}) {
  const { account } = config;
  const rows: [string, string][] = [
    ['Connected account', account.name ? `${account.name} (${account.email})` : account.email],
    ['Calendars', String(config.selected_calendars.length)],
    ['Available days', String(countAvailableDays(config.availability))],
    ['Excluded dates', String(config.exclude_days.length)],
    ['Time zone', config.time_zone],
    ['Connection', connectionLifetime(config)],
  ];
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-green-800">
        Google Calendar is connected.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {disconnectError && (
        <p role="alert" className="text-sm text-red-700">
          {disconnectError}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDisconnect} disabled={disconnecting}>
          {disconnecting ? 'Disconnecting…' : 'Disconnect & Reconfigure'}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
