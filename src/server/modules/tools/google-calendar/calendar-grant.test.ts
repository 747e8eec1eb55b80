import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToolConfigs } from '../../../db/tools-schema';
import { bearer, signUp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { FAKE_OAUTH_CLIENT } from '../../../test/fake-tools/calendar-fake';
import {
  GRANTS,
  calendarSetup,
  configUrl,
  as,
  useRenewableCalendarApp,
} from '../../../test/renewable-calendar';

const calendarApp = useRenewableCalendarApp();

describe('exchanging the code flow’s code for a grant', () => {
  it('tells the browser the server renews connections', async () => {
    const config = (await calendarApp().t.app.inject('/api/config')).json();
    expect(config).toMatchObject({
      google_client_id: FAKE_OAUTH_CLIENT.id,
      google_calendar_renewable: true,
    });
  });

  it('is for signed-in people only', async () => {
    expect(
      (await calendarApp().exchange(calendarApp().google.oauth.issueCode(), null)).statusCode,
    ).toBe(401);
  });

  it('refuses a code Google does not accept, also a used one', async () => {
    const bad = await calendarApp().exchange('4/0not-a-real-code');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual({
      code: 'google_code_rejected',
      message: 'Google did not accept this sign-in. Please connect again.',
    });
    const code = calendarApp().google.oauth.issueCode();
    expect((await calendarApp().exchange(code)).statusCode).toBe(200);
    expect((await calendarApp().exchange(code)).json().error.code).toBe('google_code_rejected');
  });

  it('refuses a sign-in that gave no refresh token', async () => {
    const res = await calendarApp().exchange(
      calendarApp().google.oauth.issueCode({ offline: false }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('google_no_refresh_token');
  });

  it('answers 502 when Google is down', async () => {
    calendarApp().google.oauth.failNext(503);
    const res = await calendarApp().exchange(calendarApp().google.oauth.issueCode());
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('google_unavailable');
  });

  it('sends Google the code flow’s form and returns a token plus a sealed grant', async () => {
    const res = await calendarApp().exchange(calendarApp().google.oauth.issueCode());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'grant',
      'scope',
      'token_type',
    ]);
    expect(body).toMatchObject({ expires_in: 3599, token_type: 'Bearer' });
    expect(() => JSON.parse(body.grant)).toThrow();
    expect(res.body).not.toContain('1//0fake-');
    expect(body.grant).not.toContain(body.access_token);

    const sent = new URLSearchParams(
      calendarApp().google.requests.findLast((r) => r.pathname === '/token')?.body,
    );
    expect(Object.fromEntries(sent)).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: 'postmessage',
      client_id: FAKE_OAUTH_CLIENT.id,
      client_secret: FAKE_OAUTH_CLIENT.secret,
    });

    // The token lists calendars exactly as the token flow's does.
    const calendars = await calendarApp().t.app.inject({
      method: 'POST',
      url: '/api/tools/google_calendar/calendars',
      headers: as(calendarApp().owner),
      payload: { access_token: body.access_token },
    });
    expect(calendars.statusCode).toBe(200);
  });
});

describe('saving with a grant', () => {
  it('keeps the connection renewable and never shows a token', async () => {
    const { agentId, saved, grant } = await calendarApp().connectAgent();
    expect(saved.json()).toMatchObject({
      renewable: true,
      account: { email: 'founder@example.com' },
    });
    const shown = (
      await calendarApp().t.app.inject({
        url: configUrl(agentId),
        headers: as(calendarApp().owner),
      })
    ).body;
    for (const secret of [grant.access_token, grant.grant, '1//0fake-']) {
      expect(saved.body).not.toContain(secret);
      expect(shown).not.toContain(secret);
    }
    const [row] = await calendarApp()
      .t.database.db.select()
      .from(agentToolConfigs)
      .where(eq(agentToolConfigs.agentId, agentId));
    expect(JSON.stringify(row)).not.toContain('1//0fake-');
  });

  it('refuses a forged, tampered or someone else’s grant', async () => {
    const agentId = await calendarApp().newAgent();
    const grant = (await calendarApp().exchange(calendarApp().google.oauth.issueCode())).json();
    const stranger = await signUp(calendarApp().t.app);
    const theirs = (
      await calendarApp().exchange(calendarApp().google.oauth.issueCode(), stranger)
    ).json();
    const last = grant.grant.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${grant.grant.slice(0, -2)}${last}${grant.grant.at(-1)}`;
    for (const bad of ['v1.AAAA.BBBB.CCCC', 'not a grant', tampered, theirs.grant]) {
      const res = await calendarApp().t.app.inject({
        method: 'PUT',
        url: configUrl(agentId),
        headers: as(calendarApp().owner),
        payload: calendarSetup({ ...grant, grant: bad }),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({
        code: 'google_grant_invalid',
        message: 'This Google connection could not be verified. Please connect again.',
      });
    }
  });

  it('reads setups saved before renewals existed as not renewable', async () => {
    const agentId = await calendarApp().connectedAgent();
    const [row] = await calendarApp()
      .t.database.db.select()
      .from(agentToolConfigs)
      .where(eq(agentToolConfigs.agentId, agentId));
    const { renewable: _dropped, ...older } = row!.settings;
    await calendarApp()
      .t.database.db.update(agentToolConfigs)
      .set({ settings: older })
      .where(eq(agentToolConfigs.agentId, agentId));
    const res = await calendarApp().t.app.inject({
      url: configUrl(agentId),
      headers: as(calendarApp().owner),
    });
    expect(res.json().renewable).toBe(false);
  });
});

describe('a server with only a client id', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp({ env: { GOOGLE_CLIENT_ID: FAKE_OAUTH_CLIENT.id } });
  });
  afterAll(() => plain.close());

  it('keeps to the token flow and refuses codes with 409', async () => {
    const config = (await plain.app.inject('/api/config')).json();
    expect(config.google_calendar_renewable).toBe(false);
    const someone = await signUp(plain.app);
    const res = await plain.app.inject({
      method: 'POST',
      url: GRANTS,
      headers: bearer(someone.accessToken),
      payload: { code: '4/0anything' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'google_calendar_not_renewable',
      message: 'Google Calendar connections that renew are not configured on this server.',
    });
  });
});
