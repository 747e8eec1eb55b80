/** Daily limits count in UTC days (said on the Billing page): one day for every server. */
export const usageDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** The next midnight UTC, when today's counts start again. */
export function usageResetsAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
