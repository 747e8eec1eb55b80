import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../db/billing-schema';
import { agents } from '../../db/schema';
import { seedAgents } from '../../db/seed';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { voiceSocket } from '../../test/voice-socket';
import { usageDayOf } from '../billing/usage/usage-day';

const SITE = 'https://shop.example.com';
let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
let publicCoach: string;
let privateCoach: string;
let silentCoach: string;
let platformCoach: string;
let base: string;

const sessionId = () => `v_${randomUUID().replaceAll('-', '')}`;

function tokenCall(agent: string, session = sessionId(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/voice/token/${session}/${agent}`,
    headers,
    payload: {},
  });
}

async function voiceToken(agent: string, session: string, headers: Record<string, string> = {}) {
  const res = await tokenCall(agent, session, headers);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signUp(t.app);
  stranger = await signUp(t.app);
  publicCoach = await createKeyedAgent(t.app, owner, { mode: 'PUBLIC', voice_enabled: true });
  privateCoach = await createKeyedAgent(t.app, owner, { voice_enabled: true });
  silentCoach = await createKeyedAgent(t.app, owner, { mode: 'PUBLIC', voice_enabled: false });
  // The platform's own coaches: nobody owns them.
  await seedAgents(t.app.db);
  const [seeded] = await t.app.db
    .select({ id: agents.id })
    .from(agents)
    .where(and(isNull(agents.ownerId), eq(agents.voiceEnabled, true)))
    .limit(1);
  platformCoach = seeded!.id;
});
afterAll(() => t.close());

describe('POST /api/voice/token/:session_id/:agent_id', () => {
  it('gives a visitor of a public coach a short-lived call token and the socket address', async () => {
    const session = sessionId();
    const res = await tokenCall(publicCoach, session);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ session_id: session, ice_servers: [] });
    expect(body.token).toMatch(/^cfv_/);
    expect(body.ws_url).toMatch(/^ws:\/\/.+\/api\/voice$/);
    expect(body.engines.stt.provider).toContain('pocketsphinx');
    expect(body.engines.stt.note).toMatch(/basic offline speech recogniser/);
    expect(Date.parse(body.expires_at) - Date.now()).toBeLessThanOrEqual(120_000);
  });

  it('lets owners call their private coach and hides it from everyone else', async () => {
    expect((await tokenCall(privateCoach, sessionId(), bearer(owner.accessToken))).statusCode).toBe(
      200,
    );
    const res = await tokenCall(privateCoach, sessionId(), bearer(stranger.accessToken));
    expect(res.statusCode).toBe(404);
    expect((await tokenCall(privateCoach)).statusCode).toBe(404);
  });

  it('says plainly when a coach takes no calls', async () => {
    const res = await tokenCall(silentCoach);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'voice_disabled' });
    expect(res.json().detail).toMatch(/does not take voice calls/);
  });

  it("gives no way into someone else's conversation: the same id is the caller's own", async () => {
    const session = sessionId();
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: bearer(owner.accessToken),
      payload: { message: 'Hello', session_id: session, agent_id: publicCoach },
    });
    expect(chat.statusCode).toBe(200);
    // Session ids are each caller's own: a visitor's or a stranger's call of this id would
    // start a conversation of theirs, so it is allowed, and tells them nothing.
    expect((await tokenCall(publicCoach, session)).statusCode).toBe(200);
    expect((await tokenCall(publicCoach, session, bearer(stranger.accessToken))).statusCode).toBe(
      200,
    );
    expect((await tokenCall(publicCoach, session, bearer(owner.accessToken))).statusCode).toBe(200);
  });

  it("asks a visitor to sign in to call a platform coach: nobody's plan would pay for it", async () => {
    const res = await tokenCall(platformCoach);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'sign_in_required',
      message: "Sign in to call this coach: calls use your plan's voice minutes.",
    });
    // Signed in, the call is paid from the caller's own plan.
    expect(
      (await tokenCall(platformCoach, sessionId(), bearer(stranger.accessToken))).statusCode,
    ).toBe(200);
  });

  it('sends API keys to the widget token call', async () => {
    const key = await createApiKey(t.app, owner, publicCoach, { key_type: 'live' });
    const res = await tokenCall(publicCoach, sessionId(), bearer(key.secret_key));
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/\/api\/widget\/token/);
  });

  it('refuses malformed paths in the error shape', async () => {
    const res = await tokenCall('not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
  });
});

describe('the voice socket refuses callers it cannot trust', () => {
  const socketUrl = (session: string, agent: string, token?: string) =>
    `${base.replace('http', 'ws')}/api/voice/${session}/${agent}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  it('answers auth_error and closes with 1008 without a token or with a forged one', async () => {
    for (const token of [undefined, 'cfv_forged.token.here', 'nonsense']) {
      const heard = await voiceSocket(socketUrl(sessionId(), publicCoach, token));
      expect(heard.code).toBe(1008);
      expect(heard.messages[0]).toMatchObject({ type: 'auth_error', message: expect.any(String) });
    }
  });

  it('refuses a token used for another session or agent', async () => {
    const session = sessionId();
    const token = await voiceToken(publicCoach, session);
    const heard = await voiceSocket(socketUrl(sessionId(), publicCoach, token));
    expect(heard.code).toBe(1008);
    expect(heard.messages[0]?.message).toMatch(/another agent or chat session/);
  });

  it("refuses a widget session's token from another site", async () => {
    const key = await createApiKey(t.app, owner, publicCoach, { key_type: 'restricted' });
    const session = sessionId();
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${publicCoach}`,
      headers: { ...bearer(key.secret_key), origin: SITE },
      payload: { agent_id: publicCoach, session_id: session },
    });
    expect(opened.json().voice_available).toBe(true);
    const url = socketUrl(session, publicCoach, opened.json().token);
    const elsewhere = await voiceSocket(url, { origin: 'https://evil.example' });
    expect(elsewhere.code).toBe(1008);
    expect(elsewhere.messages[0]?.message).toMatch(/can only be used there/);
    const home = await voiceSocket(url, { origin: SITE, waitMs: 500 });
    expect(home.code).toBe(4000);
    expect(home.messages).toEqual([]);
  });

  it("refuses a widget's call with the plan's sentence when the owner's voice time is used up", async () => {
    const founder = await signUp(t.app);
    const coach = await createKeyedAgent(t.app, founder, { mode: 'PUBLIC', voice_enabled: true });
    await t.app.db.insert(usageCounters).values({
      accountId: founder.userId,
      metric: 'voice_seconds',
      day: usageDayOf(new Date()),
      used: 100_000 * 60,
    });
    const token = await tokenCall(coach);
    expect(token.statusCode).toBe(402);
    const planSentence = token.json().error.message as string;
    expect(planSentence).toMatch(/used all the voice time its owner's plan allows today/);

    const key = await createApiKey(t.app, founder, coach, { key_type: 'restricted' });
    const session = sessionId();
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${session}/${coach}`,
      headers: { ...bearer(key.secret_key), origin: SITE },
      payload: { agent_id: coach, session_id: session },
    });
    const heard = await voiceSocket(socketUrl(session, coach, opened.json().token), {
      origin: SITE,
    });
    expect(heard.code).toBe(1013);
    expect(heard.messages).toEqual([{ type: 'error', code: 'voice_limit', message: planSentence }]);
  });

  it('refuses with 1013 a call whose token came before the voice time ran out', async () => {
    const founder = await signUp(t.app);
    const coach = await createKeyedAgent(t.app, founder, { mode: 'PUBLIC', voice_enabled: true });
    const session = sessionId();
    const token = await voiceToken(coach, session);
    await t.app.db.insert(usageCounters).values({
      accountId: founder.userId,
      metric: 'voice_seconds',
      day: usageDayOf(new Date()),
      used: 100_000 * 60,
    });
    const heard = await voiceSocket(socketUrl(session, coach, token));
    expect(heard.code).toBe(1013);
    expect(heard.messages).toEqual([
      {
        type: 'error',
        code: 'voice_limit',
        message: expect.stringMatching(/used all the voice time its owner's plan allows today/),
      },
    ]);
  });

  it('answers a message it cannot read with an error, not a dropped call', async () => {
    const session = sessionId();
    const token = await voiceToken(publicCoach, session);
    const heard = await voiceSocket(socketUrl(session, publicCoach, token), {
      send: [{ type: 'offer' }, { hello: 'there' }],
      waitMs: 800,
    });
    expect(heard.code).toBe(4000);
    expect(heard.messages.map((m) => m.type)).toEqual(['error', 'error']);
  });
});
