import { ToolError } from '../tool-error';

/** Minutes after midnight for 'HH:MM' (00:00–23:59, and 24:00 to mean the end of the day). */
export function minutesOfDay(clock: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/.exec(clock);
  if (!match) {
    throw new ToolError(
      'invalid_availability',
      `The calendar's availability has a time I can't read (${clock}).`,
    );
  }
  return match[1] === undefined ? 24 * 60 : Number(match[1]) * 60 + Number(match[2]);
}
