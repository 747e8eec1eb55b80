import { WEEKDAYS } from '../../../../shared/tool-catalogue';
import {
  invalidDays,
  WEEKDAY_NAMES,
  type Availability,
  type Weekday,
} from '../lib/calendar-config';

const timeClasses =
  'h-9 rounded-md border border-slate-400 bg-white px-2 text-sm disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-700';

/** Weekly hours when meetings may be booked: each day on or off, with a start and an end. */
export function AvailabilityEditor({
  availability,
  onChange,
}: {
  availability: Availability;
  onChange: (day: Weekday, patch: Partial<Availability[Weekday]>) => void;
}) {
  const invalid = invalidDays(availability);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Weekly availability</legend>
      <ul className="mt-2 space-y-2">
        {WEEKDAYS.map((day) => {
          const hours = availability[day];
          const name = WEEKDAY_NAMES[day];
          const wrong = invalid.includes(day);
          return (
            <li key={day} className="flex flex-wrap items-center gap-2 text-sm">
              <label className="flex w-32 items-center gap-2 text-slate-900">
                <input
                  type="checkbox"
                  checked={hours.enabled}
                  onChange={(event) => onChange(day, { enabled: event.target.checked })}
                  className="size-4 accent-brand-700"
                />
                {name}
              </label>
              <input
                type="time"
                aria-label={`${name} start`}
                value={hours.start}
                disabled={!hours.enabled}
                aria-invalid={wrong || undefined}
                onChange={(event) => onChange(day, { start: event.target.value })}
                className={timeClasses}
              />
              <span aria-hidden>–</span>
              <input
                type="time"
                aria-label={`${name} end`}
                value={hours.end}
                disabled={!hours.enabled}
                aria-invalid={wrong || undefined}
                aria-describedby={wrong ? `availability-${day}-error` : undefined}
                onChange={(event) => onChange(day, { end: event.target.value })}
                className={timeClasses}
              />
              {wrong && (
                <p id={`availability-${day}-error`} className="w-full text-red-700">
                  {name} must end after it starts.
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
