import type { ServerResponse } from 'node:http';
import {
  sendJson,
  startFakeToolServer,
  type FakeToolServer,
  type ToolRequest,
} from './fake-tool-server';
import { CALENDAR_LIST_PAGES, FAKE_ACCOUNT, googleError } from './calendar-data';
import {
  CALENDAR_SCOPE,
  createGoogleTokenFake,
  type FakeAccount,
  type FakeTokenGrant,
  type GoogleTokenFake,
} from './google-token-fake';

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

/** Scopes that let a token read /oauth2/v3/userinfo; the calendar tool asks for none of them. */
const USERINFO_SCOPES = new Set([
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
]);
const readsUserInfo = (scope: string) => scope.split(' ').some((s) => USERINFO_SCOPES.has(s));

/** Google's 401 for a bad or expired token, in each API family's own format. */
function unauthorized(res: ServerResponse, pathname: string) {
  res.setHeader(
    'www-authenticate',
    'Bearer realm="https://accounts.google.com/", error="invalid_token"',
  );
  return pathname.startsWith('/oauth2/')
    ? sendJson(res, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' })
    : sendJson(
        res,
        401,
        googleError(401, 'authError', 'Request had invalid authentication credentials.'),
      );
}

/** calendars.get for the account's primary calendar: its id is the account's address. */
function primaryCalendar(res: ServerResponse, account: FakeAccount) {
  sendJson(res, 200, {
    kind: 'calendar#calendar',
    etag: '"3381234567890001"',
    id: account.email,
    // Google titles the primary calendar with the address unless the person renamed it.
    summary: account.calendarTitle ?? account.email,
    timeZone: 'Europe/Lisbon',
    conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] },
  });
}

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
 * oauth2.googleapis.com. GOOD_TOKEN always works, with the calendar scopes the builder asks
 * for; so do live tokens the token endpoint issued, with the scopes their code carried.
 * Userinfo answers only tokens with an OpenID scope, as Google's does: never the tool's.
 */
export async function startCalendarFake(): Promise<CalendarFake> {
  let failure: { status: number; reason: string; message: string } | undefined;
  const oauth = createGoogleTokenFake();
  const grantFor = (authorization: string | undefined): FakeTokenGrant | undefined => {
    if (authorization === `Bearer ${GOOD_TOKEN}`) {
      return { account: FAKE_ACCOUNT, scope: CALENDAR_SCOPE };
    }
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    return token ? oauth.grantFor(token) : undefined;
  };
  const server = await startFakeToolServer((request, res) => {
    if (request.pathname === '/token') return oauth.handle(request, res);
    const grant = grantFor(request.headers.authorization);
    if (!grant) return unauthorized(res, request.pathname);
    const { account } = grant;
    if (request.pathname === '/oauth2/v3/userinfo' && !readsUserInfo(grant.scope)) {
      // A live token without openid/email/profile reads as no credentials at all here.
      return unauthorized(res, request.pathname);
    }
    if (failure) {
      const { status, reason, message } = failure;
      failure = undefined;
      return sendJson(res, status, googleError(status, reason, message));
    }
    const eventsPath = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(request.pathname);
    const calendarPath = /^\/calendar\/v3\/calendars\/([^/]+)$/.exec(request.pathname);
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
    if (request.method === 'GET' && calendarPath?.[1]) {
      const id = decodeURIComponent(calendarPath[1]);
      return id === 'primary' || id === account.email
        ? primaryCalendar(res, account)
        : sendJson(res, 404, googleError(404, 'notFound', 'Not Found'));
    }
    if (request.method === 'GET' && request.pathname === '/oauth2/v3/userinfo') {
      const { calendarTitle: _title, ...claims } = account;
      return sendJson(res, 200, claims);
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
