import { Button } from '../../../components/ui/button';
import { calendarName, type CalendarListItem } from '../lib/calendar-config';

type ListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; calendars: readonly CalendarListItem[] };

/** The account's calendars as checkboxes, with loading, failure (Retry) and empty states. */
export function CalendarList({
  state,
  selected,
  onToggle,
  onRetry,
}: {
  state: ListState;
  selected: readonly string[];
  onToggle: (id: string) => void;
  onRetry: () => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Calendars</legend>
      {state.status === 'loading' && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Loading calendars…
        </p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className="mt-2 text-sm text-red-700">
          <p>Failed to load calendars. Please try again.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
      {state.status === 'loaded' && state.calendars.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">No calendars found in your Google account.</p>
      )}
      {state.status === 'loaded' && state.calendars.length > 0 && (
        <ul className="mt-2 space-y-1">
          {state.calendars.map((calendar) => (
            <li key={calendar.id}>
              <label className="flex items-center gap-3 rounded-lg p-2 text-sm text-slate-900 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={selected.includes(calendar.id)}
                  onChange={() => onToggle(calendar.id)}
                  className="size-4 accent-brand-700"
                />
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: calendar.backgroundColor ?? '#64748b' }}
                />
                <span className="min-w-0 break-words">
                  {calendarName(calendar)}
                  {calendar.primary && <span className="text-slate-600"> (primary)</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export type { ListState as CalendarListState };
