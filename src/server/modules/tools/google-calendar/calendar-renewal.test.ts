import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  configUrl,
  as,
  twoHoursLater,
  useRenewableCalendarApp,
} from '../../../test/renewable-calendar';
import { AUTH_EXPIRED_MESSAGE } from '../runtime/google-calendar/google-errors';

const calendarApp = useRenewableCalendarApp();

describe('the calendar tool on a renewable connection', () => {
  it('renews an expired access token, saves it, then offers and books', async () => {
    const agentId = await calendarApp().connectedAgent();
    const before = (
      await calendarApp().t.app.inject({
        url: configUrl(agentId),
        headers: as(calendarApp().owner),
      })
    ).json();
    const refreshes = calendarApp().google.oauth.refreshes;
    twoHoursLater();

    const session = randomUUID();
    const offer = await calendarApp().chat(agentId, 'Can we schedule a call next week?', session);
    expect(offer).toContain('Here are free times in your calendar (Europe/Lisbon):');
    expect(calendarApp().google.oauth.refreshes).toBe(refreshes + 1);
    const sent = new URLSearchParams(
      calendarApp().google.requests.findLast((r) => r.pathname === '/token')?.body,
    );
    expect(sent.get('grant_type')).toBe('refresh_token');

    expect(await calendarApp().chat(agentId, 'book 1', session)).toContain(
      'Booked: **Session with',
    );
    expect(calendarApp().google.oauth.refreshes).toBe(refreshes + 1); // the renewed token was kept

    vi.useRealTimers(); // the owner's own session token would have expired too
    const after = (
      await calendarApp().t.app.inject({
        url: configUrl(agentId),
        headers: as(calendarApp().owner),
      })
    ).json();
    expect(Date.parse(after.expires_at)).toBeGreaterThan(Date.now());
    expect(after.expires_at).not.toBe(before.expires_at);
    expect(after.renewable).toBe(true);
  });

  it('keeps the new refresh token when Google sends one', async () => {
    const agentId = await calendarApp().connectedAgent();
    calendarApp().google.oauth.rotateRefreshTokens = true;
    try {
      twoHoursLater();
      expect(await calendarApp().chat(agentId, 'Can we schedule a call?')).toContain(
        'Here are free times',
      );
      twoHoursLater(); // the first one is revoked now: only the kept one works
      expect(await calendarApp().chat(agentId, 'Can we schedule a call?')).toContain(
        'Here are free times',
      );
    } finally {
      calendarApp().google.oauth.rotateRefreshTokens = false;
    }
  });

  it('says the connection expired when Google revoked it', async () => {
    const agentId = await calendarApp().connectedAgent();
    calendarApp().google.oauth.revoke('founder@example.com');
    twoHoursLater();
    expect(await calendarApp().chat(agentId, 'Can we schedule a call next week?')).toContain(
      AUTH_EXPIRED_MESSAGE,
    );
  });

  it('says Google is not answering when the token endpoint is down', async () => {
    const agentId = await calendarApp().connectedAgent();
    twoHoursLater();
    calendarApp().google.oauth.failNext(503);
    expect(await calendarApp().chat(agentId, 'Can we schedule a call next week?')).toContain(
      'Google Calendar is not answering right now.',
    );
  });
});
