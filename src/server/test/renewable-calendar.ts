import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { bearer, signUp, type TestAccount } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  FAKE_OAUTH_CLIENT,
  startCalendarFake,
  type CalendarFake,
} from './fake-tools/calendar-fake';
import { createSchedulingAgent } from './scheduling-agent';

export const GRANTS = '/api/tools/google_calendar/grants';
const day = { enabled: true, start: '09:00', end: '17:00' };
const availability = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    day,
  ]),
);

/** The calendar setup the builder saves, around a grant (or a bare token). */
export const calendarSetup = (grant: {
  access_token: string;
  expires_in: number;
  grant?: string;
}) => ({
  auth: { ...grant, token_type: 'Bearer', scope: 'calendar' },
  selected_calendars: ['founder@example.com'],
  availability,
  exclude_days: [],
  time_zone: 'Europe/Lisbon',
});

export const configUrl = (agentId: string) => `/api/agents/${agentId}/tools/google_calendar`;
export const as = (who: TestAccount | null) => (who ? bearer(who.accessToken) : {});

/** Moves the clock (the app's and the fake's: one process) past the access token's hour. */
export function twoHoursLater() {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + 2 * 3600_000);
}

/**
 * The app on a server that renews calendar connections (client id and secret), with Google
 * faked on localhost, and a signed-up owner.
 */
export async function startRenewableCalendarApp() {
  const google: CalendarFake = await startCalendarFake();
  google.busy['founder@example.com'] = [];
  const t: TestApp = await buildTestApp({
    env: {
      GOOGLE_CLIENT_ID: FAKE_OAUTH_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_OAUTH_CLIENT.secret,
      GOOGLE_API_BASE_URL: google.url,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      TOOLS_ALLOW_PRIVATE_NETWORK: 'true',
    },
  });
  const owner = await signUp(t.app);

  const exchange = (code: string, who: TestAccount | null = owner) =>
    t.app.inject({ method: 'POST', url: GRANTS, payload: { code }, headers: as(who) });
  const newAgent = () => createSchedulingAgent(t.app, owner);

  /** An agent whose calendar is connected the renewable way, as the web half does it. */
  async function connectAgent() {
    const agentId = await newAgent();
    const grant = (await exchange(google.oauth.issueCode())).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: configUrl(agentId),
      headers: as(owner),
      payload: calendarSetup(grant),
    });
    expect(saved.statusCode).toBe(200);
    return { agentId, saved, grant: grant as { access_token: string; grant: string } };
  }

  const chat = async (agentId: string, message: string, session = randomUUID()) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message, session_id: session, agent_id: agentId },
      })
    ).json().response as string;

  return {
    t,
    google,
    owner,
    exchange,
    newAgent,
    connectAgent,
    connectedAgent: async () => (await connectAgent()).agentId,
    chat,
    async close() {
      await t.close();
      await google.close();
    },
  };
}

export type RenewableCalendarApp = Awaited<ReturnType<typeof startRenewableCalendarApp>>;

/** Starts the app for the calling test file and stops it after; real timers after each test. */
export function useRenewableCalendarApp(): () => RenewableCalendarApp {
  let app: RenewableCalendarApp | undefined;
  beforeAll(async () => {
    app = await startRenewableCalendarApp();
  });
  afterAll(() => app?.close());
  afterEach(() => vi.useRealTimers());
  return () => {
    if (!app) throw new Error('the renewable calendar app has not started');
    return app;
  };
}
