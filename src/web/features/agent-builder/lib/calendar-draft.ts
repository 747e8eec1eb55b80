import {
  availabilityToSend,
  browserTimeZone,
  defaultAvailability,
  initialSelection,
  invalidDays,
  toggleCalendar,
  type Availability,
  type CalendarListItem,
  type GoogleCalendarConfig,
  type GoogleCalendarConfigInput,
  type PendingCalendar,
  type Weekday,
} from './calendar-config';
import { addExcludedDay, removeExcludedDay } from './excluded-days';
import type { GoogleToken } from './google-identity';

export type CalendarStep = 'auth' | 'configure' | 'summary';

/** The Google Calendar dialog's work in progress (spec 02 §2, §4). */
export interface CalendarDraft {
  step: CalendarStep;
  token: GoogleToken | null;
  selected: string[];
  availability: Availability;
  excludeDays: string[];
  timeZone: string;
  /** The saved setup the summary describes. */
  saved: GoogleCalendarConfig | null;
}

export type CalendarDraftAction =
  | { type: 'authorised'; token: GoogleToken }
  | { type: 'back' }
  | { type: 'calendars-loaded'; calendars: readonly CalendarListItem[] }
  | { type: 'toggle-calendar'; id: string }
  | { type: 'day'; day: Weekday; patch: Partial<Availability[Weekday]> }
  | { type: 'exclude'; day: string; today: string }
  | { type: 'include'; day: string }
  | { type: 'time-zone'; timeZone: string }
  | { type: 'saved'; config: GoogleCalendarConfig }
  | { type: 'disconnected' };

/** A fresh setup with spec 02 §9's defaults, or the summary of the saved one. */
export function initialDraft(
  saved: GoogleCalendarConfig | null,
  timeZone = browserTimeZone(),
): CalendarDraft {
  return {
    step: saved ? 'summary' : 'auth',
    token: null,
    selected: [],
    availability: defaultAvailability(),
    excludeDays: [],
    timeZone,
    saved,
  };
}

export function calendarDraftReducer(draft: CalendarDraft, action: CalendarDraftAction) {
  switch (action.type) {
    case 'authorised':
      return { ...draft, step: 'configure', token: action.token } satisfies CalendarDraft;
    case 'back':
      return { ...draft, step: 'auth', token: null } satisfies CalendarDraft;
    case 'calendars-loaded':
      return { ...draft, selected: initialSelection(action.calendars, draft.selected) };
    case 'toggle-calendar':
      return { ...draft, selected: toggleCalendar(draft.selected, action.id) };
    case 'day': {
      const day = { ...draft.availability[action.day], ...action.patch };
      return { ...draft, availability: { ...draft.availability, [action.day]: day } };
    }
    case 'exclude':
      return { ...draft, excludeDays: addExcludedDay(draft.excludeDays, action.day, action.today) };
    case 'include':
      return { ...draft, excludeDays: removeExcludedDay(draft.excludeDays, action.day) };
    case 'time-zone':
      return { ...draft, timeZone: action.timeZone };
    case 'saved':
      return {
        ...draft,
        step: 'summary',
        token: null,
        saved: action.config,
      } satisfies CalendarDraft;
    case 'disconnected':
      return initialDraft(null, draft.timeZone);
  }
}

/** Save Configuration is offered once a calendar is ticked (spec 02 §2, §5). */
export const canSaveDraft = (draft: CalendarDraft) =>
  draft.token !== null && draft.selected.length > 0 && invalidDays(draft.availability).length === 0;

/** The PUT body for the server; null until the draft can be saved. */
export function toConfigInput(draft: CalendarDraft): GoogleCalendarConfigInput | null {
  if (!canSaveDraft(draft) || !draft.token) return null;
  return {
    auth: draft.token,
    selected_calendars: draft.selected,
    availability: availabilityToSend(draft.availability),
    exclude_days: draft.excludeDays,
    time_zone: draft.timeZone,
  };
}

/**
 * A setup kept in the create form: the server has not seen the token yet, so the account is
 * named after the primary calendar (Google names it after the account's e-mail address).
 */
export function pendingCalendar(
  input: GoogleCalendarConfigInput,
  calendars: readonly CalendarListItem[],
  now = new Date(),
): PendingCalendar {
  const primary = calendars.find((calendar) => calendar.primary);
  const email = primary?.id.includes('@') ? primary.id : (primary?.summary ?? 'Google account');
  return {
    input,
    view: {
      account: { email, name: null, picture: null },
      selected_calendars: input.selected_calendars,
      availability: input.availability,
      exclude_days: input.exclude_days,
      time_zone: input.time_zone,
      connected_at: now.toISOString(),
      expires_at: new Date(now.getTime() + input.auth.expires_in * 1000).toISOString(),
      renewable: Boolean(input.auth.grant),
    },
  };
}
