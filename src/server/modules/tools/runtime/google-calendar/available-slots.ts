import { ToolError } from '../tool-error';
import type { CalendarClient } from './calendar-types';
import { findFreeSlots } from './find-free-slots';
import { addDays, assertTimeZone, civilDateAt, instantOf } from './time-zone';
import type { CalendarToolSettings, TimeRange } from './types';

export interface SlotRequest {
  /** Default: now. */
  from?: Date;
  /** Days to look ahead, counting today. Default 7. */
  days?: number;
  /** Default 30. */
  durationMinutes?: number;
  /** Default 5. */
  limit?: number;
  maxPerDay?: number;
}

export interface AvailableSlots {
  slots: TimeRange[];
  timeZone: string;
  /** Selected calendars Google could not read; their meetings may overlap the slots. */
  unreadCalendars: string[];
}

/**
 * The `google_calendar` tool's search: busy times of the owner's selected calendars from
 * Google, then free slots inside their availability and outside excluded days.
 */
export async function findAvailableSlots(
  client: CalendarClient,
  settings: CalendarToolSettings,
  request: SlotRequest = {},
): Promise<AvailableSlots> {
  const { timeZone } = settings;
  assertTimeZone(timeZone);
  if (settings.selectedCalendars.length === 0) {
    throw new ToolError(
      'calendar_not_configured',
      "No calendar is selected for this agent. Choose one in the agent's Tools tab.",
    );
  }
  const from = request.from ?? new Date();
  const days = request.days ?? 7;
  // Up to local midnight after the last day, so the last day's busy times are all known.
  const lastMidnight = addDays(civilDateAt(from.getTime(), timeZone), days);
  const freeBusy = await client.freeBusy({
    timeMin: from,
    timeMax: new Date(instantOf(lastMidnight, 0, timeZone)),
    timeZone,
    calendarIds: settings.selectedCalendars,
  });
  const unreadCalendars = Object.entries(freeBusy.calendars)
    .filter(([, calendar]) => calendar.errors.length > 0)
    .map(([id]) => id);
  if (unreadCalendars.length === settings.selectedCalendars.length) {
    throw new ToolError(
      'calendar_busy_unknown',
      "I couldn't read the busy times of the selected calendars, so I can't suggest times safely.",
    );
  }
  const slots = findFreeSlots({
    availability: settings.availability,
    excludeDays: settings.excludeDays,
    busy: freeBusy.busy,
    from,
    days,
    durationMinutes: request.durationMinutes ?? 30,
    timeZone,
    limit: request.limit ?? 5,
    maxPerDay: request.maxPerDay,
  });
  return { slots, timeZone, unreadCalendars };
}
