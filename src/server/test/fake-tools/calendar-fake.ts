import type { ServerResponse } from 'node:http';
import {
  sendJson,
  startFakeToolServer,
  type FakeToolServer,
  type ToolRequest,
} from './fake-tool-server';
import { CALENDAR_LIST_PAGES, FAKE_ACCOUNT, googleError } from './calendar-data';
import { createGoogleTokenFake, type FakeAccount, type GoogleTokenFake } from './google-token-fake';

export { FAKE_OAUTH_CLIENT } from './google-token-fake';

export const GOOD_TOKEN = 'ya29.fake-good-token';

export interface CalendarFake extends FakeToolServer {
  /** Busy periods per calendar id that freeBusy reports; ids not here are 'notFound'. */
  busy: Record<string, Array<{ start: string; end: string }>>;
  /** Makes the next call fail with this status and Google error reason. */
  failNext(status: number, reason: string, message?: string): void;
  /** Google's token endpoint on the same server, for the code flow and renewals. */
  oauth: GoogleTokenFake;
  /** Where GOOGLE_OAUTH_TOKEN_URL points in tests: `${url}/token`. */
  tokenUrl: string;
}

/** The parsed JSON body of a recorded request. */
export const jsonBody = (request: ToolRequest | undefined): unknown =>
  request?.body ? (JSON.parse(request.body) as unknown) : undefined;

let eventCounter = 0;

function freeBusy(res: ServerResponse, request: ToolRequest, busy: CalendarFake['busy']) {
  const body = jsonBody(request) as {
    timeMin: string;
    timeMax: string;
    items: Array<{ id: string }>;
  };
  const calendars = Object.fromEntries(
    body.items.map(({ id }) => [
      id,
      busy[id]
        ? { busy: busy[id] }
        : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] },
    ]),
  );
  sendJson(res, 200, {
    kind: 'calendar#freeBusy',
    timeMin: body.timeMin,
    timeMax: body.timeMax,
    calendars,
  });
}

function insertEvent(res: ServerResponse, request: ToolRequest, calendarId: string) {
  if (calendarId !== 'primary' && !CALENDAR_LIST_PAGES.flat().some((c) => c.id === calendarId)) {
    return sendJson(res, 404, googleError(404, 'notFound', 'Not Found'));
  }
  const event = jsonBody(request) as Record<string, unknown>;
  eventCounter += 1;
  const id = `evt${eventCounter}abc`;
  sendJson(res, 200, {
    kind: 'calendar#event',
    etag: '"3381234567890000"',
    id,
    status: 'confirmed',
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${calendarId}`).toString('base64url')}`,
    created: '2026-03-01T10:00:00.000Z',
    updated: '2026-03-01T10:00:00.000Z',
    creator: { email: FAKE_ACCOUNT.email, self: true },
    organizer: { email: calendarId, self: true },
    ...event,
  });
}

/**
 * A stand-in for www.googleapis.com (Calendar v3, OAuth2 userinfo) and, at /token, for
 * oauth2.googleapis.com. GOOD_TOKEN always works; so do live tokens the token endpoint issued.
 */
export async function startCalendarFake(): Promise<CalendarFake> {
  let failure: { status: number; reason: string; message: string } | undefined;
  const oauth = createGoogleTokenFake();
  const accountFor = (authorization: string | undefined): FakeAccount | undefined => {
    if (authorization === `Bearer ${GOOD_TOKEN}`) return FAKE_ACCOUNT;
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    return token ? oauth.accountFor(token) : undefined;
  };
  const server = await startFakeToolServer((request, res) => {
    if (request.pathname === '/token') return oauth.handle(request, res);
    const account = accountFor(request.headers.authorization);
    if (!account) {
      // Google's 401 for a bad or expired token, on both API families.
      res.setHeader(
        'www-authenticate',
        'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      );
      return request.pathname.startsWith('/oauth2/')
        ? sendJson(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' })
        : sendJson(
            res,
            401,
            googleError(401, 'authError', 'Request had invalid authentication credentials.'),
          );
    }
    if (failure) {
      const { status, reason, message } = failure;
      failure = undefined;
      return sendJson(res, status, googleError(status, reason, message));
    }
    const eventsPath = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(request.pathname);
    if (request.method === 'GET' && request.pathname === '/calendar/v3/users/me/calendarList') {
      const page = Number(request.query.get('pageToken') ?? '0');
      const nextPageToken = page + 1 < CALENDAR_LIST_PAGES.length ? String(page + 1) : undefined;
      return sendJson(res, 200, {
        kind: 'calendar#calendarList',
        etag: '"p33c"',
        ...(nextPageToken ? { nextPageToken } : { nextSyncToken: 'sync' }),
        items: CALENDAR_LIST_PAGES[page] ?? [],
      });
    }
    if (request.method === 'POST' && request.pathname === '/calendar/v3/freeBusy') {
      return freeBusy(res, request, fake.busy); // tests replace `busy` on the returned object
    }
    if (request.method === 'POST' && eventsPath?.[1]) {
      return insertEvent(res, request, decodeURIComponent(eventsPath[1]));
    }
    if (request.method === 'GET' && request.pathname === '/oauth2/v3/userinfo') {
      return sendJson(res, 200, account);
    }
    sendJson(res, 404, googleError(404, 'notFound', 'Not Found'));
  });
  const fake: CalendarFake = Object.assign(server, {
    oauth,
    tokenUrl: `${server.url}/token`,
    busy: {} as CalendarFake['busy'],
    failNext(status: number, reason: string, message = reason) {
      failure = { status, reason, message };
    },
  });
  return fake;
}
