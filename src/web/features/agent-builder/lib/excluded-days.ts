const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the browser's zone as YYYY-MM-DD, the earliest day that can be excluded. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day can be added when one is chosen and it is not in the past (spec 02 §5). */
export const canAddDay = (day: string, today: string) => ISO_DATE.test(day) && day >= today;

/** Adds a day in date order; past, empty and already listed days change nothing. */
export function addExcludedDay(days: readonly string[], day: string, today: string): string[] {
  if (!canAddDay(day, today) || days.includes(day)) return [...days];
  return [...days, day].sort();
}

export const removeExcludedDay = (days: readonly string[], day: string) =>
  days.filter((one) => one !== day);

/** "Mon, Jan 5, 2026" for a YYYY-MM-DD day, read as that calendar day wherever the browser is. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)));
}
