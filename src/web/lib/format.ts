const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** The one date format of the app: en-US with a short month, e.g. "Jan 5, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** Money as the spec shows it: € for eur, $ for anything else, two decimals (major units). */
export function formatMoney(amount: number, currency: string): string {
  return `${currency.toLowerCase() === 'eur' ? '€' : '$'}${amount.toFixed(2)}`;
}
