import type { KeyDay } from '../../../../shared/schemas/api-keys';

/** The days windows the key details offer; 30 is the API's default. */
export const DAY_WINDOWS = [7, 30, 90] as const;
export type DayWindow = (typeof DAY_WINDOWS)[number];

/** A round top for the chart's scale: 1, 2 or 5 times a power of ten, at least 1. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

export interface UsageBar {
  date: string;
  requests: number;
  errors: number;
  refused: number;
  /** Heights as fractions of the chart, 0 to 1: the whole bar, and its two parts. */
  requestsHeight: number;
  errorsHeight: number;
  refusedHeight: number;
  /** The day and its numbers in words: what hovering or focusing the bar shows. */
  label: string;
}

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "Jan 5: 8 requests, 2 errors, 1 refused". */
export const dayLabel = (day: Pick<KeyDay, 'date' | 'requests' | 'errors' | 'refused'>) =>
  `${shortDay(day.date)}: ${counted(day.requests, 'request', 'requests')}, ` +
  `${counted(day.errors, 'error', 'errors')}, ${day.refused.toLocaleString('en-US')} refused`;

/** The bars of the usage chart, scaled to a round top; errors and refusals are parts of requests. */
export function usageBars(days: readonly KeyDay[]): { top: number; bars: UsageBar[] } {
  const top = niceMax(Math.max(0, ...days.map((day) => day.requests)));
  const bars = days.map((day) => {
    const errors = Math.min(day.errors, day.requests);
    const refused = Math.min(day.refused, day.requests - errors);
    return {
      date: day.date,
      requests: day.requests,
      errors: day.errors,
      refused: day.refused,
      requestsHeight: day.requests / top,
      errorsHeight: errors / top,
      refusedHeight: refused / top,
      label: dayLabel(day),
    };
  });
  return { top, bars };
}

/** The dates under the chart: the first, middle and last day, so any bar can be placed. */
export function axisDays(dates: readonly string[]): string[] {
  if (dates.length <= 2) return dates.map(shortDay);
  const middle = dates[Math.floor((dates.length - 1) / 2)]!;
  return [dates[0]!, middle, dates.at(-1)!].map(shortDay);
}

/** "Jan 5" from "2026-01-05": the day of a UTC date, as the chart's table names it. */
export function shortDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A share as people read it ("83%"), or a dash before there is any. */
export const percent = (ratio: number | null) =>
  ratio === null ? '—' : `${Math.round(ratio * 100)}%`;

/** A latency ("240 ms", "1.2 s"), or a dash before any request. */
export function latency(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
