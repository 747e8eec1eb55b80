import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_CALENDAR_SCOPES } from '../../../../../shared/tool-catalogue';
import {
  FAKE_OAUTH_CLIENT,
  GOOD_TOKEN,
  jsonBody,
  startCalendarFake,
  type CalendarFake,
} from '../../../../test/fake-tools/calendar-fake';
import { createCalendarClient } from './calendar-client';

let google: CalendarFake;
const AUTH_EXPIRED =
  "The Google Calendar connection has expired. Reconnect it in the agent's Tools tab.";

// The fake is on loopback: only the test-only switch lets the client reach it.
const client = (accessToken = GOOD_TOKEN) =>
  createCalendarClient({ accessToken, baseUrl: google.url, allowPrivateNetwork: true });

beforeAll(async () => {
  google = await startCalendarFake();
});
afterAll(() => google.close());
beforeEach(() => {
  google.requests.length = 0;
  google.busy = {};
});

describe('Calendar v3 client against a Google fake', () => {
  it('lists every page of calendars with the fallbacks filled in', async () => {
    const calendars = await client().listCalendars();
    expect(calendars).toEqual([
      {
        id: 'founder@example.com',
        summary: 'founder@example.com',
        primary: true,
        accessRole: 'owner',
        backgroundColor: '#9fe1e7',
        selected: true,
        hidden: false,
        timeZone: 'Europe/Lisbon',
        description: null,
      },
      {
        id: 'c_team123@group.calendar.google.com',
        summary: 'Team (shared)',
        primary: false,
        accessRole: 'writer',
        backgroundColor: '#f83a22',
        selected: false,
        hidden: true,
        timeZone: 'Europe/Lisbon',
        description: 'Team meetings',
      },
      {
        id: 'c_nameless@group.calendar.google.com',
        summary: 'Unnamed Calendar',
        primary: false,
        accessRole: 'reader',
        backgroundColor: null,
        selected: false,
        hidden: false,
        timeZone: null,
        description: null,
      },
    ]);
    expect(google.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /calendar/v3/users/me/calendarList?maxResults=250',
      'GET /calendar/v3/users/me/calendarList?maxResults=250&pageToken=1',
    ]);
    expect(google.requests[0]?.headers).toMatchObject({
      authorization: `Bearer ${GOOD_TOKEN}`,
      accept: 'application/json',
    });
  });

  it('asks freeBusy with the exact JSON Google expects and reads busy and errors', async () => {
    google.busy = {
      'founder@example.com': [{ start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' }],
      team: [{ start: '2026-03-02T09:00:00Z', end: '2026-03-02T09:30:00Z' }],
    };
    const result = await client().freeBusy({
      timeMin: new Date('2026-03-02T08:00:00Z'),
      timeMax: '2026-03-03T00:00:00Z',
      timeZone: 'Europe/Lisbon',
      calendarIds: ['founder@example.com', 'team', 'gone@example.com'],
    });
    expect(google.requests[0]).toMatchObject({ method: 'POST', path: '/calendar/v3/freeBusy' });
    expect(google.requests[0]?.headers['content-type']).toBe('application/json');
    expect(jsonBody(google.requests[0])).toEqual({
      timeMin: '2026-03-02T08:00:00.000Z',
      timeMax: '2026-03-03T00:00:00Z',
      timeZone: 'Europe/Lisbon',
      items: [{ id: 'founder@example.com' }, { id: 'team' }, { id: 'gone@example.com' }],
    });
    expect(result.calendars['gone@example.com']).toEqual({
      busy: [],
      errors: [{ domain: 'global', reason: 'notFound' }],
    });
    expect(result.busy).toEqual([
      { start: '2026-03-02T09:00:00Z', end: '2026-03-02T09:30:00Z' },
      { start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' },
    ]);
  });

  it('creates an event with the exact JSON and returns its id and link', async () => {
    const created = await client().insertEvent('founder@example.com', {
      summary: 'Coaching call with Sam',
      description: 'Booked by the CoachForge agent',
      start: new Date('2026-03-02T10:00:00Z'),
      end: '2026-03-02T10:30:00.000Z',
      timeZone: 'Europe/Lisbon',
      attendees: [{ email: 'sam@example.com', displayName: 'Sam' }],
      sendUpdates: 'all',
    });
    expect(google.requests[0]).toMatchObject({
      method: 'POST',
      path: '/calendar/v3/calendars/founder%40example.com/events?sendUpdates=all',
    });
    expect(jsonBody(google.requests[0])).toEqual({
      summary: 'Coaching call with Sam',
      description: 'Booked by the CoachForge agent',
      start: { dateTime: '2026-03-02T10:00:00.000Z', timeZone: 'Europe/Lisbon' },
      end: { dateTime: '2026-03-02T10:30:00.000Z', timeZone: 'Europe/Lisbon' },
      attendees: [{ email: 'sam@example.com', displayName: 'Sam' }],
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^evt\d+abc$/),
      htmlLink: expect.stringMatching(/^https:\/\/www\.google\.com\/calendar\/event\?eid=/),
      status: 'confirmed',
      summary: 'Coaching call with Sam',
      start: '2026-03-02T10:00:00.000Z',
      end: '2026-03-02T10:30:00.000Z',
    });
  });

  it('sends only the fields given for a minimal event', async () => {
    await client().insertEvent('primary', {
      summary: 'Call',
      start: '2026-03-02T10:00:00Z',
      end: '2026-03-02T10:30:00Z',
    });
    expect(google.requests[0]?.path).toBe('/calendar/v3/calendars/primary/events');
    expect(jsonBody(google.requests[0])).toEqual({
      summary: 'Call',
      start: { dateTime: '2026-03-02T10:00:00Z' },
      end: { dateTime: '2026-03-02T10:30:00Z' },
    });
  });

  it('reads who the token belongs to from the primary calendar, not userinfo', async () => {
    expect(await client().primaryAccount()).toEqual({
      email: 'founder@example.com',
      // Google titles the primary calendar with the address: no separate name to show.
      name: null,
      picture: null,
    });
    expect(google.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /calendar/v3/calendars/primary',
    ]);
  });

  it('takes a primary calendar title other than the address as the name', async () => {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: google.oauth.issueCode({ email: 'pat@example.com', calendarTitle: 'Pat Doe' }),
      redirect_uri: 'postmessage',
      client_id: FAKE_OAUTH_CLIENT.id,
      client_secret: FAKE_OAUTH_CLIENT.secret,
    });
    const tokens = (await (
      await fetch(google.tokenUrl, { method: 'POST', body: form })
    ).json()) as { access_token: string; scope: string };
    expect(tokens.scope.split(' ').sort()).toEqual([...GOOGLE_CALENDAR_SCOPES].sort());
    expect(await client(tokens.access_token).primaryAccount()).toEqual({
      email: 'pat@example.com',
      name: 'Pat Doe',
      picture: null,
    });
  });

  it('is refused by the fake’s userinfo, as Google refuses tokens with calendar scopes only', async () => {
    const res = await fetch(`${google.url}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${GOOD_TOKEN}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Invalid Credentials',
    });
    // With an OpenID scope the same route answers, so the refusal above is about the scopes.
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: google.oauth.issueCode({ scope: `openid email ${GOOGLE_CALENDAR_SCOPES.join(' ')}` }),
      redirect_uri: 'postmessage',
      client_id: FAKE_OAUTH_CLIENT.id,
      client_secret: FAKE_OAUTH_CLIENT.secret,
    });
    const tokens = (await (
      await fetch(google.tokenUrl, { method: 'POST', body: form })
    ).json()) as {
      access_token: string;
    };
    const allowed = await fetch(`${google.url}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ email: 'founder@example.com' });
  });

  it.each([
    ['listCalendars', () => client('expired').listCalendars()],
    ['primaryAccount', () => client('expired').primaryAccount()],
  ])('turns a 401 into the reconnect message (%s)', async (_name, call) => {
    await expect(call()).rejects.toMatchObject({
      code: 'calendar_auth_expired',
      message: AUTH_EXPIRED,
    });
  });

  it.each([
    [403, 'insufficientPermissions', 'calendar_permission_denied'],
    [403, 'requiredAccessLevel', 'calendar_forbidden'],
    [403, 'rateLimitExceeded', 'calendar_rate_limited'],
    [429, 'rateLimitExceeded', 'calendar_rate_limited'],
    [404, 'notFound', 'calendar_not_found'],
    [503, 'backendError', 'calendar_unavailable'],
  ])('explains a %i %s from Google', async (status, reason, code) => {
    google.failNext(status, reason);
    await expect(client().listCalendars()).rejects.toMatchObject({ name: 'ToolError', code });
  });

  it("relays Google's reason for a bad request", async () => {
    google.failNext(400, 'timeRangeEmpty', 'The specified time range is empty.');
    await expect(
      client().freeBusy({ timeMin: 'x', timeMax: 'y', timeZone: 'UTC', calendarIds: ['primary'] }),
    ).rejects.toMatchObject({
      code: 'calendar_request_failed',
      message:
        'Google Calendar refused the request (status 400: The specified time range is empty).',
    });
  });

  it('never reveals the token in errors', async () => {
    const error: unknown = await client('secret-token-123')
      .listCalendars()
      .catch((e: unknown) => e);
    expect(JSON.stringify(error)).not.toContain('secret-token-123');
    expect(String(error)).not.toContain('secret-token-123');
  });

  it('is refused a loopback Google without the test-only switch', async () => {
    const strict = createCalendarClient({ accessToken: GOOD_TOKEN, baseUrl: google.url });
    await expect(strict.listCalendars()).rejects.toMatchObject({ code: 'blocked_address' });
    expect(google.requests).toHaveLength(0);
  });
});
