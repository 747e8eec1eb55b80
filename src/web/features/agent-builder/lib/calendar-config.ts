import type { z } from 'zod';
import {
  DayAvailabilitySchema,
  type Availability,
  type CalendarListItemSchema,
  type GoogleCalendarConfig,
  type GoogleCalendarConfigInput,
} from '../../../../shared/schemas/tools';
import { WEEKDAYS } from '../../../../shared/tool-catalogue';

export type Weekday = (typeof WEEKDAYS)[number];
export type CalendarListItem = z.infer<typeof CalendarListItemSchema>;
export type { Availability, GoogleCalendarConfig, GoogleCalendarConfigInput };

/** A calendar setup made on the create screen, sent once the agent exists. */
export interface PendingCalendar {
  input: GoogleCalendarConfigInput;
  view: GoogleCalendarConfig;
}

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Spec 02 §9: Monday to Friday 09:00–17:00; the weekend off (same hours when switched on). */
export function defaultAvailability(): Availability {
  const day = (enabled: boolean) => ({ enabled, start: '09:00', end: '17:00' });
  return {
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(false),
    sunday: day(false),
  };
}

export const countAvailableDays = (availability: Availability) =>
  WEEKDAYS.filter((day) => availability[day].enabled).length;

/** The server's own check of one day: two valid times, and on a switched-on day in order. */
const dayIsValid = (availability: Availability, day: Weekday) =>
  DayAvailabilitySchema.safeParse(availability[day]).success;

/** Switched-on days without two valid times, or ending before they start. */
export function invalidDays(availability: Availability): Weekday[] {
  return WEEKDAYS.filter((day) => availability[day].enabled && !dayIsValid(availability, day));
}

/**
 * The week as the server takes it, which wants two valid times on every day, switched on or
 * not: a switched-off day whose times were cleared or mistyped goes with the default hours
 * (and stays off). Switched-on days are sent as they are; invalidDays already checked them.
 */
export function availabilityToSend(availability: Availability): Availability {
  const defaults = defaultAvailability();
  const week = { ...availability };
  for (const day of WEEKDAYS) {
    if (!availability[day].enabled && !dayIsValid(availability, day)) {
      week[day] = { enabled: false, start: defaults[day].start, end: defaults[day].end };
    }
  }
  return week;
}

/**
 * The calendars ticked when the list arrives: the earlier choice where those calendars still
 * exist, otherwise the primary calendar (spec 02 §4).
 */
export function initialSelection(
  calendars: readonly CalendarListItem[],
  chosen: readonly string[],
) {
  const kept = chosen.filter((id) => calendars.some((calendar) => calendar.id === id));
  if (kept.length > 0) return kept;
  const primary = calendars.find((calendar) => calendar.primary);
  return primary ? [primary.id] : [];
}

export const toggleCalendar = (selected: readonly string[], id: string) =>
  selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];

/** The visitor's own zone, the default for the availability hours. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Google's fallback name for a calendar without one (spec 02 §3). */
export const calendarName = (calendar: CalendarListItem) =>
  calendar.summary.trim() || 'Unnamed Calendar';
