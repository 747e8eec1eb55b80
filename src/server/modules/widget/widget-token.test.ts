import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, widgetSessions } from '../../db/api-keys-schema';
import { agents } from '../../db/schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { joinedDeltas, parseEventStream } from '../../test/sse';

const SITE = 'https://shop.example.com';
let t: TestApp;
let owner: TestAccount;
let agentId: string;
let key: { keyId: string; secret: string };

/** An active private agent of the owner's, with widget settings. */
async function widgetAgent(widget: Record<string, unknown> = {}) {
  return createKeyedAgent(t.app, owner, widget);
}

/** A key made through the owners' route; revoked or expired afterwards when asked. */
async function agentKey(
  agent: string,
  options: { allowed_domains?: string[]; session_timeout_seconds?: number } = {},
  ended?: 'revoked' | 'expired',
) {
  const created = await createApiKey(t.app, owner, agent, { key_type: 'restricted', ...options });
  if (ended === 'revoked') {
    await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-keys/${agent}/${created.id}`,
      headers: bearer(owner.accessToken),
    });
  } else if (ended === 'expired') {
    // No route sets a past expiry: the clock passing it is what this stands for.
    await t.app.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, created.id));
    t.app.apiKeys.forget(created.id);
  }
  return { keyId: created.id, secret: created.secret_key };
}

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      PUBLIC_URL: 'https://coach.example',
      // A server whose local voice is missing: the widget must not offer calls it cannot take.
      ESPEAK_NG_PATH: '/nonexistent/espeak-ng',
    },
  });
  owner = await signUp(t.app);
  agentId = await widgetAgent({ widget_display_name: 'Pricing Help' });
  key = await agentKey(agentId, { session_timeout_seconds: 1800 });
});
afterAll(() => t.close());

const sessionId = () => `w_${randomUUID().replaceAll('-', '')}`;

function openSession(
  options: { secret?: string; agent?: string; session?: string; origin?: string | null } = {},
) {
  const agent = options.agent ?? agentId;
  const session = options.session ?? sessionId();
  const origin = options.origin === undefined ? SITE : options.origin;
  return t.app.inject({
    method: 'POST',
    url: `/api/widget/token/${session}/${agent}`,
    headers: { ...bearer(options.secret ?? key.secret), ...(origin ? { origin } : {}) },
    payload: { agent_id: agent, session_id: session, domain: 'shop.example.com' },
  });
}

const chat = (token: string, session: string, origin: string | null = SITE) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/stream',
    headers: { ...bearer(token), ...(origin ? { origin } : {}) },
    payload: { message: 'How should I price my product?', session_id: session, agent_id: agentId },
  });

describe('POST /api/widget/token/:session_id/:agent_id', () => {
  it("opens a session lasting the key's timeout and answers what the widget shows", async () => {
    const session = sessionId();
    const before = Date.now();
    const res = await openSession({ session });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ws_url: 'wss://coach.example/api/voice',
      session_id: session,
      agent: { name: 'Pricing Help', position: 'bottom-right', voice_enabled: false },
      voice_available: false,
      ice_servers: [],
    });
    expect(body.token).toMatch(/^cfw_/);
    const lasts = Date.parse(body.expires_at) - before;
    expect(lasts).toBeGreaterThan(1790_000);
    expect(lasts).toBeLessThan(1810_000);
    const rows = await t.app.db
      .select()
      .from(widgetSessions)
      .where(eq(widgetSessions.sessionId, session));
    expect(rows).toMatchObject([{ keyId: key.keyId, agentId, origin: SITE }]);
  });

  it('lets the widget chat in its session and read it back from its page', async () => {
    const session = sessionId();
    const { token } = (await openSession({ session })).json();
    const res = await chat(token, session);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    const reply = joinedDeltas(parseEventStream(res.body));
    expect(reply.length).toBeGreaterThan(10);
    const history = await t.app.inject({
      url: `/api/conversations/${session}`,
      headers: { ...bearer(token), origin: SITE },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'How should I price my product?',
      reply,
    ]);
  });

  it('needs the Origin of the page it runs in', async () => {
    const res = await openSession({ origin: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Origin');
  });

  it('refuses a revoked or expired key', async () => {
    const revoked = await agentKey(agentId, {}, 'revoked');
    const expired = await agentKey(agentId, {}, 'expired');
    expect((await openSession({ secret: revoked.secret })).statusCode).toBe(401);
    const res = await openSession({ secret: expired.secret });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toContain('expired');
  });

  it("does not open another agent's widget with this key", async () => {
    const other = await widgetAgent();
    const res = await openSession({ agent: other });
    expect(res.statusCode).toBe(404);
  });

  it("refuses a site outside the key's allowed domains, naming it", async () => {
    const narrow = await agentKey(agentId, { allowed_domains: ['acme.com'] });
    const refused = await openSession({ secret: narrow.secret, origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'origin_not_allowed' });
    expect(refused.json().error.message).toContain('https://evil.example');
    // The widget on that page reads the refusal to show it: it carries the CORS headers.
    expect(refused.headers['access-control-allow-origin']).toBe('https://evil.example');
    const allowed = await openSession({ secret: narrow.secret, origin: 'https://acme.com' });
    expect(allowed.statusCode).toBe(200);
  });

  it("refuses a site outside the agent's widget domains even with an open key", async () => {
    const fenced = await widgetAgent({ widget_allowed_domains: ['*.acme.com'] });
    const open = await agentKey(fenced);
    const refused = await openSession({ secret: open.secret, agent: fenced });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain("agent's widget domains");
    const shop = await openSession({
      secret: open.secret,
      agent: fenced,
      origin: 'https://shop.acme.com',
    });
    expect(shop.statusCode).toBe(200);
  });

  it('says an inactive agent cannot answer', async () => {
    const resting = await widgetAgent();
    const restingKey = await agentKey(resting);
    await t.app.db.update(agents).set({ status: 'inactive' }).where(eq(agents.id, resting));
    const res = await openSession({ secret: restingKey.secret, agent: resting });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('inactive');
  });

  it("refuses a body whose session differs from the path's", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/widget/token/${sessionId()}/${agentId}`,
      headers: { ...bearer(key.secret), origin: SITE },
      payload: { agent_id: agentId, session_id: sessionId() },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is not opened by a signed-in person or a visitor', async () => {
    const asPerson = await openSession({ secret: owner.accessToken });
    expect(asPerson.statusCode).toBe(401);
  });
});

describe('a widget session token', () => {
  it('expires with a sentence saying to reload', async () => {
    const session = sessionId();
    const token = await t.app.widgetTokens.sign({
      widgetSessionId: randomUUID(),
      keyId: key.keyId,
      agentId,
      sessionId: session,
      origin: SITE,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await chat(token, session);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(
      'This chat session has expired. Reload the page to start a new one.',
    );
  });

  it('refuses an altered token', async () => {
    const session = sessionId();
    const { token } = (await openSession({ session })).json();
    const res = await chat(`${token.slice(0, -3)}xyz`, session);
    expect(res.statusCode).toBe(401);
  });

  it('works only from the page it was opened on', async () => {
    const session = sessionId();
    const { token } = (await openSession({ session })).json();
    const elsewhere = await chat(token, session, 'https://other.example');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.code).toBe('origin_not_allowed');
    // A server holding a leaked token sends no Origin at all.
    expect((await chat(token, session, null)).statusCode).toBe(403);
  });

  it('talks only in its own session', async () => {
    const mine = sessionId();
    const theirs = sessionId();
    const { token } = (await openSession({ session: mine })).json();
    const other = (await openSession({ session: theirs })).json().token;
    expect((await chat(other, theirs)).statusCode).toBe(200);

    const res = await chat(token, theirs);
    expect(res.statusCode).toBe(403);
    const read = await t.app.inject({
      url: `/api/conversations/${theirs}`,
      headers: { ...bearer(token), origin: SITE },
    });
    expect(read.statusCode).toBe(404);
  });

  it('stops working when its key is revoked', async () => {
    const own = await agentKey(agentId);
    const session = sessionId();
    const { token } = (await openSession({ secret: own.secret, session })).json();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/api-keys/${agentId}/${own.keyId}`,
      headers: bearer(owner.accessToken),
    });
    const res = await chat(token, session);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toContain('revoked');
  });
});
