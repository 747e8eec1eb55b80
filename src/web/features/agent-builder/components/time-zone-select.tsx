import { useMemo } from 'react';

/** Every zone the browser knows, with the chosen one first if it is not among them. */
function zones(chosen: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(chosen) ? known : [chosen, ...known];
}

/** The zone the availability hours are in (default: the browser's). */
export function TimeZoneSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (zone: string) => void;
}) {
  const options = useMemo(() => zones(value), [value]);
  return (
    <div>
      <label htmlFor="calendar-time-zone" className="block text-sm font-medium text-slate-800">
        Time zone
      </label>
      <select
        id="calendar-time-zone"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 h-9 w-full rounded-md border border-slate-400 bg-white px-2 text-sm"
      >
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}
