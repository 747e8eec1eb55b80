import { ToolError } from '../tool-error';

/** A calendar date with its weekday (0 = Sunday, as `Date#getUTCDay`). */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new ToolError(
        'invalid_time_zone',
        `The calendar's time zone (${timeZone}) is not valid.`,
      );
    }
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading in `timeZone` at instant `ms`, as if that reading were UTC. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatter(timeZone).formatToParts(ms)) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/** How far `timeZone` is ahead of UTC at instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  return wallClockAsUtc(ms, timeZone) - Math.floor(ms / 1000) * 1000;
}

/** Throws a ToolError for an unknown IANA zone name. */
export function assertTimeZone(timeZone: string): void {
  formatter(timeZone);
}

export function civilDateAt(ms: number, timeZone: string): CivilDate {
  return addDays(new Date(wallClockAsUtc(ms, timeZone)), 0);
}

/** `date` moved by `days` calendar days (no time zone involved: dates only). */
export function addDays(date: Date | CivilDate, days: number): CivilDate {
  const base =
    date instanceof Date
      ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
      : Date.UTC(date.year, date.month - 1, date.day);
  const moved = new Date(base + days * DAY_MS);
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    weekday: moved.getUTCDay(),
  };
}

export function isoDate({ year, month, day }: CivilDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The instant when the clock in `timeZone` reads `minutes` past midnight on `date`. A reading
 * that happens twice (clocks going back) gives the earlier instant; one that never happens
 * (clocks going forward) moves forward by the gap, so 02:30 on a spring-forward night is 03:30.
 */
export function instantOf(date: CivilDate, minutes: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // The offsets a day either side are the ones in force around any transition on this date.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [wall - before, wall - after].filter((t) => offsetAt(t, timeZone) === wall - t);
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}
