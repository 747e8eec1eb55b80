import type { ToolNetworkOptions } from '../network/options';
import type { TimeRange } from './types';

export interface CalendarListEntry {
  id: string;
  summary: string;
  primary: boolean;
  accessRole: string;
  backgroundColor: string | null;
  selected: boolean;
  hidden: boolean;
  timeZone: string | null;
  description: string | null;
}

export interface FreeBusyQuery {
  timeMin: Date | string;
  timeMax: Date | string;
  timeZone: string;
  calendarIds: string[];
}

export interface FreeBusyResult {
  /** Per calendar: its busy periods, and Google's errors when it could not read it. */
  calendars: Record<
    string,
    { busy: TimeRange[]; errors: Array<{ domain: string; reason: string }> }
  >;
  /** Every calendar's busy periods together, by start time. */
  busy: TimeRange[];
}

export interface NewEvent {
  summary: string;
  description?: string;
  start: Date | string;
  end: Date | string;
  /** IANA zone the event is shown in; Google uses the calendar's when absent. */
  timeZone?: string;
  attendees?: Array<{ email: string; displayName?: string }>;
  /** Whether Google emails the attendees. Google's own default ('none') when absent. */
  sendUpdates?: 'all' | 'externalOnly' | 'none';
}

export interface CreatedEvent {
  id: string;
  htmlLink: string;
  status: string;
  summary: string;
  start: string;
  end: string;
}

export interface GoogleAccount {
  email: string;
  name: string | null;
  picture: string | null;
}

export interface CalendarClient {
  listCalendars(): Promise<CalendarListEntry[]>;
  freeBusy(query: FreeBusyQuery): Promise<FreeBusyResult>;
  insertEvent(calendarId: string, event: NewEvent): Promise<CreatedEvent>;
  /** Who the token belongs to, from the primary calendar (no userinfo scopes needed). */
  primaryAccount(): Promise<GoogleAccount>;
}

export interface CalendarClientOptions extends ToolNetworkOptions {
  accessToken: string;
  /** Where Google's APIs are (GOOGLE_API_BASE_URL; tests point it at a local fake). */
  baseUrl: string;
}
