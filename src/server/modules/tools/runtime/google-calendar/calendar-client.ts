import { freeBusy, insertEvent, listCalendars, primaryAccount } from './calendar-calls';
import type { CalendarClient, CalendarClientOptions } from './calendar-types';
import type { GoogleApi } from './google-api';

/** A Google Calendar v3 client for one user's access token. */
export function createCalendarClient(options: CalendarClientOptions): CalendarClient {
  const { accessToken, baseUrl, ...network } = options;
  const api: GoogleApi = { accessToken, baseUrl, network };
  return {
    listCalendars: () => listCalendars(api),
    freeBusy: (query) => freeBusy(api, query),
    insertEvent: (calendarId, event) => insertEvent(api, calendarId, event),
    primaryAccount: () => primaryAccount(api),
  };
}
