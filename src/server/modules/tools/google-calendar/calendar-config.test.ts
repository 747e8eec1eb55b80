import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToolConfigs } from '../../../db/tools-schema';
import { bearer, signUp, type TestAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSchedulingAgent } from '../../../test/scheduling-agent';
import {
  GOOD_TOKEN,
  jsonBody,
  startCalendarFake,
  type CalendarFake,
} from '../../../test/fake-tools/calendar-fake';

const weekdays = { enabled: true, start: '09:00', end: '17:00' };
const off = { enabled: false, start: '09:00', end: '17:00' };
const availability = {
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekdays,
  saturday: off,
  sunday: off,
};
const setup = (token = GOOD_TOKEN) => ({
  auth: { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: 'calendar' },
  selected_calendars: ['founder@example.com'],
  availability,
  exclude_days: ['2026-12-25', '2026-12-25'],
  time_zone: 'Europe/Lisbon',
});

let t: TestApp;
let google: CalendarFake;
let owner: TestAccount;
let agentId: string;
beforeAll(async () => {
  google = await startCalendarFake();
  t = await buildTestApp({
    env: { GOOGLE_API_BASE_URL: google.url, TOOLS_ALLOW_PRIVATE_NETWORK: 'true' },
  });
  owner = await signUp(t.app);
  agentId = await createSchedulingAgent(t.app, owner);
  google.busy['founder@example.com'] = [];
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: bearer(owner.accessToken) });
const base = () => `/api/agents/${agentId}/tools/google_calendar`;

describe('setting up Google Calendar on an agent', () => {
  it('lists the account’s calendars, before and after the agent exists', async () => {
    for (const url of ['/api/tools/google_calendar/calendars', `${base()}/calendars`]) {
      const res = await call('POST', url, { access_token: GOOD_TOKEN });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { summary: string }) => c.summary)).toEqual([
        'founder@example.com',
        'Team (shared)',
        'Unnamed Calendar',
      ]);
    }
    const refused = await call('POST', `${base()}/calendars`, { access_token: 'ya29.expired-one' });
    expect(refused.statusCode).toBe(422);
  });

  it('saves the setup with the token sealed, selects the tool and never returns the token', async () => {
    const saved = await call('PUT', base(), setup());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      // Read from the primary calendar (titled with the address): no name, no picture.
      account: { email: 'founder@example.com', name: null, picture: null },
      selected_calendars: ['founder@example.com'],
      exclude_days: ['2026-12-25'],
      time_zone: 'Europe/Lisbon',
      // The token flow: an hour-long connection the server cannot renew.
      renewable: false,
    });
    expect(saved.body).not.toContain(GOOD_TOKEN);
    expect((await call('GET', base())).body).not.toContain(GOOD_TOKEN);
    // Only calls the calendar scopes cover: Google's userinfo would refuse this token.
    expect(google.requests.map((r) => r.pathname)).toContain('/calendar/v3/calendars/primary');
    expect(google.requests.map((r) => r.pathname)).not.toContain('/oauth2/v3/userinfo');

    const agent = (await call('GET', `/api/agents/${agentId}`)).json();
    expect(agent.tools).toContain('google_calendar');
    expect(agent.configured_tools).toEqual(['google_calendar']);

    const stored = await t.database.db.select().from(agentToolConfigs);
    const secret = JSON.stringify(stored);
    expect(secret).not.toContain(GOOD_TOKEN);
    expect(secret).toContain('v1.');
  });

  it('refuses a token Google does not accept, and bad settings', async () => {
    expect((await call('PUT', base(), setup('ya29.not-valid'))).statusCode).toBe(422);
    const none = await call('PUT', base(), { ...setup(), selected_calendars: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('Select at least one calendar');
  });

  it('reads back a saved setup whose stored times no longer meet the input rules', async () => {
    // Rules for what an owner types apply when saving; reading what is stored must not fail.
    const [row] = await t.database.db.select().from(agentToolConfigs);
    const settings = row!.settings as { availability: Record<string, object> };
    const availability = {
      ...settings.availability,
      sunday: { enabled: false, start: '', end: '' },
    };
    await t.database.db.update(agentToolConfigs).set({ settings: { ...settings, availability } });
    const res = await call('GET', base());
    expect(res.statusCode).toBe(200);
    expect(res.json().availability.sunday).toEqual({ enabled: false, start: '', end: '' });
  });

  it('keeps it to the owner', async () => {
    const stranger = await signUp(t.app);
    const res = await t.app.inject({ url: base(), headers: bearer(stranger.accessToken) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject(base())).statusCode).toBe(401);
  });
});

describe('the calendar tool in chat (offline engine)', () => {
  const chat = (message: string, session: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message, session_id: session, agent_id: agentId },
    });

  it('offers free times, then books the one the person picks', async () => {
    const session = randomUUID();
    const offer = (await chat('Can we schedule a call next week?', session)).json().response;
    expect(offer).toContain('Here are free times in your calendar (Europe/Lisbon):');
    const first = /^1\. (.+)$/m.exec(offer)?.[1];
    expect(first).toMatch(/^\w{3} \d{1,2} \w{3}, \d{2}:\d{2}–\d{2}:\d{2}$/);

    const booked = (await chat('book 1', session)).json().response;
    expect(booked).toContain(`Booked: **Session with Scheduling Coach**, ${first}.`);
    const insert = google.requests.findLast((r) => r.pathname.endsWith('/events'));
    expect(insert?.pathname).toBe('/calendar/v3/calendars/founder%40example.com/events');
    expect(jsonBody(insert)).toMatchObject({ summary: 'Session with Scheduling Coach' });
  });

  it('disconnects: the setup is gone and the tool is no longer selected', async () => {
    expect((await call('DELETE', base())).statusCode).toBe(204);
    expect((await call('GET', base())).statusCode).toBe(404);
    const agent = (await call('GET', `/api/agents/${agentId}`)).json();
    expect(agent.tools).not.toContain('google_calendar');
    expect(agent.configured_tools).toEqual([]);
  });
});
