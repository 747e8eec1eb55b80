/** A log entry's details as one line a person reads: "email: a@b.c · plan: pro". */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${valueText(value)}`)
    .join(' · ');
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}
