export type Weekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One weekday's bookable hours, 'HH:MM' in the calendar's time zone. */
export interface DayAvailability {
  enabled: boolean;
  start: string;
  end: string;
}

export type Availability = Record<Weekday, DayAvailability>;

/** What the owner chose when setting the calendar tool up (the token is stored apart). */
export interface CalendarToolSettings {
  selectedCalendars: string[];
  availability: Availability;
  /** 'YYYY-MM-DD' dates, in the calendar's time zone, with no bookings at all. */
  excludeDays: string[];
  /** IANA name, e.g. 'Europe/Lisbon'. */
  timeZone: string;
}

const workday = (): DayAvailability => ({ enabled: true, start: '09:00', end: '17:00' });
const dayOff = (): DayAvailability => ({ enabled: false, start: '09:00', end: '17:00' });

/** Spec 02 default: Monday to Friday, 09:00–17:00. */
export const DEFAULT_AVAILABILITY: Availability = {
  monday: workday(),
  tuesday: workday(),
  wednesday: workday(),
  thursday: workday(),
  friday: workday(),
  saturday: dayOff(),
  sunday: dayOff(),
};

/** A period as ISO 8601 instants. */
export interface TimeRange {
  start: string;
  end: string;
}
