const DAY_MS = 86_400_000;

/** The days a usage read covers: today and the days before it, whole UTC days. */
export interface UsageWindow {
  days: number;
  /** Midnight UTC of the first day. */
  since: Date;
  /** Every day of the window as YYYY-MM-DD, oldest first. */
  dates: string[];
}

export function usageWindow(days: number, now = new Date()): UsageWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { days, since, dates };
}

/** A percentile as people read it: whole milliseconds; null when there were no calls. */
export const wholeMs = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value));
