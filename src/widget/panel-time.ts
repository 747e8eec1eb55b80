/**
 * A message's time as the visitor reads it: hours and minutes in their own time zone and in the
 * panel's language, with the machine-readable instant for <time datetime>.
 */
export function messageTime(when: Date | string, locale: string, timeZone?: string) {
  const date = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(date.getTime())) return undefined;
  const label = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
  return { datetime: date.toISOString(), label };
}
