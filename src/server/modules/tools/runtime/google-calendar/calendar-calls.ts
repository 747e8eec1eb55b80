import type {
  CalendarListEntry,
  CreatedEvent,
  FreeBusyQuery,
  FreeBusyResult,
  GoogleAccount,
  NewEvent,
} from './calendar-types';
import { callGoogle, type GoogleApi } from './google-api';
import {
  CalendarListPageSchema,
  EventSchema,
  FreeBusyResponseSchema,
  PrimaryCalendarSchema,
} from './google-schemas';

/** Enough for any real account; stops a misbehaving server from paging forever. */
const MAX_PAGES = 20;

export async function listCalendars(api: GoogleApi): Promise<CalendarListEntry[]> {
  const entries: CalendarListEntry[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ maxResults: '250' });
    if (pageToken) query.set('pageToken', pageToken);
    const answer = await callGoogle(api, {
      method: 'GET',
      path: `/calendar/v3/users/me/calendarList?${query}`,
      schema: CalendarListPageSchema,
    });
    for (const item of answer.items) {
      entries.push({
        id: item.id,
        // The name the user gave the calendar in their own list wins over its owner's name.
        summary: item.summaryOverride?.trim() || item.summary?.trim() || 'Unnamed Calendar',
        primary: item.primary ?? false,
        accessRole: item.accessRole ?? 'reader',
        backgroundColor: item.backgroundColor ?? null,
        selected: item.selected ?? false,
        hidden: item.hidden ?? false,
        timeZone: item.timeZone ?? null,
        description: item.description ?? null,
      });
    }
    pageToken = answer.nextPageToken;
    if (!pageToken) break;
  }
  return entries;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

export async function freeBusy(api: GoogleApi, query: FreeBusyQuery): Promise<FreeBusyResult> {
  const answer = await callGoogle(api, {
    method: 'POST',
    path: '/calendar/v3/freeBusy',
    schema: FreeBusyResponseSchema,
    body: {
      timeMin: iso(query.timeMin),
      timeMax: iso(query.timeMax),
      timeZone: query.timeZone,
      items: query.calendarIds.map((id) => ({ id })),
    },
  });
  const calendars: FreeBusyResult['calendars'] = {};
  for (const id of query.calendarIds) {
    // A calendar Google left out was not read: say so rather than treat it as free.
    calendars[id] = answer.calendars[id] ?? {
      busy: [],
      errors: [{ domain: 'global', reason: 'notReturned' }],
    };
  }
  const busy = Object.values(calendars)
    .flatMap((calendar) => calendar.busy)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return { calendars, busy };
}

export async function insertEvent(
  api: GoogleApi,
  calendarId: string,
  event: NewEvent,
): Promise<CreatedEvent> {
  const when = (value: Date | string) => ({
    dateTime: iso(value),
    ...(event.timeZone ? { timeZone: event.timeZone } : {}),
  });
  const query = event.sendUpdates ? `?sendUpdates=${event.sendUpdates}` : '';
  const created = await callGoogle(api, {
    method: 'POST',
    path: `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events${query}`,
    schema: EventSchema,
    body: {
      summary: event.summary,
      ...(event.description ? { description: event.description } : {}),
      start: when(event.start),
      end: when(event.end),
      ...(event.attendees?.length ? { attendees: event.attendees } : {}),
    },
  });
  return {
    id: created.id,
    htmlLink: created.htmlLink,
    status: created.status,
    summary: created.summary,
    start: created.start.dateTime ?? created.start.date ?? '',
    end: created.end.dateTime ?? created.end.date ?? '',
  };
}

/**
 * Who the token belongs to, read from their primary calendar: its id is the account's e-mail
 * address, its title often the address again or else the person's name. The calendar scopes
 * the tool asks for cover this call; Google's userinfo endpoint would need openid/email/profile.
 */
export async function primaryAccount(api: GoogleApi): Promise<GoogleAccount> {
  const calendar = await callGoogle(api, {
    method: 'GET',
    path: '/calendar/v3/calendars/primary',
    schema: PrimaryCalendarSchema,
  });
  const title = calendar.summary?.trim();
  const named = title && title.toLowerCase() !== calendar.id.toLowerCase();
  return { email: calendar.id, name: named ? title : null, picture: null };
}
