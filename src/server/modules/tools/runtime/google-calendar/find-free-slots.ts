import { ToolError } from '../tool-error';
import { minutesOfDay } from './clock-time';
import {
  addDays,
  assertTimeZone,
  civilDateAt,
  instantOf,
  isoDate,
  type CivilDate,
} from './time-zone';
import type { Availability, TimeRange, Weekday } from './types';

export interface FreeSlotQuery {
  availability: Availability;
  /** 'YYYY-MM-DD' dates in `timeZone` with no slots. */
  excludeDays: string[];
  /** Busy periods from Google's freeBusy, ISO instants. */
  busy: TimeRange[];
  /** Nothing starts before this instant (normally now). */
  from: Date;
  /** Calendar days to look at, starting with the day `from` falls on in `timeZone`. */
  days: number;
  durationMinutes: number;
  timeZone: string;
  /** At most this many slots, earliest first. */
  limit: number;
  /** Slot starts fall on this grid of the local clock. Default 30. */
  stepMinutes?: number;
  /** Spread the offer over several days instead of filling the first morning. Default: no cap. */
  maxPerDay?: number;
}

/** `Date#getUTCDay` order. */
const WEEKDAY_BY_INDEX: Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const MINUTE_MS = 60_000;

interface Interval {
  start: number;
  end: number;
}

/**
 * Free slots inside the weekly availability, skipping excluded days, busy periods and the past.
 * Slots start on the local clock's step grid (09:00, 09:30…) and the day's window is read in
 * `timeZone`, so a DST change moves the UTC times, not the local ones.
 */
export function findFreeSlots(query: FreeSlotQuery): TimeRange[] {
  assertTimeZone(query.timeZone);
  const step = positiveInteger(query.stepMinutes ?? 30, 'stepMinutes');
  const duration = positiveInteger(query.durationMinutes, 'durationMinutes');
  const busy = parseBusy(query.busy);
  const excluded = new Set(query.excludeDays);
  const firstDay = civilDateAt(query.from.getTime(), query.timeZone);
  const slots: TimeRange[] = [];
  for (let offset = 0; offset < query.days && slots.length < query.limit; offset += 1) {
    const date = addDays(firstDay, offset);
    if (excluded.has(isoDate(date))) continue;
    const room = query.limit - slots.length;
    slots.push(...daySlots(date, query, { step, duration, busy, room }));
  }
  return slots;
}

function daySlots(
  date: CivilDate,
  query: FreeSlotQuery,
  ctx: { step: number; duration: number; busy: Interval[]; room: number },
): TimeRange[] {
  const rule = query.availability[WEEKDAY_BY_INDEX[date.weekday] ?? 'sunday'];
  if (!rule?.enabled) return [];
  const open = minutesOfDay(rule.start);
  const close = instantOf(date, minutesOfDay(rule.end), query.timeZone);
  const firstStart = Math.ceil(open / ctx.step) * ctx.step;
  const cap = Math.min(ctx.room, query.maxPerDay ?? Infinity);
  const found: TimeRange[] = [];
  // Stepping in real time (not wall time) visits a repeated hour twice and a skipped one never.
  let start = instantOf(date, firstStart, query.timeZone);
  for (
    ;
    start + ctx.duration * MINUTE_MS <= close && found.length < cap;
    start += ctx.step * MINUTE_MS
  ) {
    const end = start + ctx.duration * MINUTE_MS;
    if (start < query.from.getTime()) continue;
    if (ctx.busy.some((b) => b.start < end && start < b.end)) continue;
    found.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  }
  return found;
}

function parseBusy(busy: TimeRange[]): Interval[] {
  return busy.map(({ start, end }) => {
    const interval = { start: Date.parse(start), end: Date.parse(end) };
    if (Number.isNaN(interval.start) || Number.isNaN(interval.end)) {
      // Guessing here could double-book the owner; refuse instead.
      throw new ToolError('calendar_format', "Google Calendar sent busy times I can't read.");
    }
    return interval;
  });
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a positive integer`);
  return value;
}
