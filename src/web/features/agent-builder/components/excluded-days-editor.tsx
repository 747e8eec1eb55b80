import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { canAddDay, formatDay, todayIso } from '../lib/excluded-days';

/** Days with no bookings (holidays): today or later, each once, removable (spec 02 §5). */
export function ExcludedDaysEditor({
  days,
  onAdd,
  onRemove,
}: {
  days: readonly string[];
  onAdd: (day: string, today: string) => void;
  onRemove: (day: string) => void;
}) {
  const [day, setDay] = useState('');
  const today = todayIso();
  function add() {
    onAdd(day, today);
    setDay('');
  }
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Excluded days</legend>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          type="date"
          aria-label="Day to exclude"
          min={today}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          className="h-9 rounded-md border border-slate-400 bg-white px-2 text-sm"
        />
        <Button variant="secondary" size="sm" disabled={!canAddDay(day, today)} onClick={add}>
          Add
        </Button>
      </div>
      {days.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No excluded days.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {days.map((excluded) => (
            <li
              key={excluded}
              className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-900"
            >
              <time dateTime={excluded}>{formatDay(excluded)}</time>
              <button
                type="button"
                aria-label={`Remove ${formatDay(excluded)}`}
                onClick={() => onRemove(excluded)}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
