import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageCounters } from '../../db/billing-schema';
import { conversations } from '../../db/chat-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import { newSession, openWidget, SITE } from '../../test/inbox-conversations';
import { openEventStream } from '../../test/open-event-stream';
import { parseEventStream } from '../../test/sse';
import { NOBODY_AROUND, SOMEONE_AROUND } from './handoff-request';

let t: TestApp;
let base: string;
let fake: FakeLlm;
let owner: TestAccount;
let stranger: TestAccount;
let agentId: string;
let secret: string;

async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  fake = await startOpenAiFake();
  t = await buildTestApp({
    env: {
      SEED_AGENTS: 'false',
      PUBLIC_URL: 'https://coach.example',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-model',
      LLM_MAX_RETRIES: '0',
    },
  });
  base = await listening(t.app);
  // The web app's sign-up sends no name: the owner is shown by their e-mail up to the @.
  owner = await signUp(t.app, { email: `ana.owner${Date.now()}@example.com` });
  stranger = await signUp(t.app, { name: 'Stranger' });
  agentId = await createKeyedAgent(t.app, owner);
  secret = (await createApiKey(t.app, owner, agentId, { key_type: 'live' })).secret_key;
});
afterAll(async () => {
  // A live stream this file hung up on keeps one socket open on the server here (not seen in
  // inbox-live.test.ts, not yet understood; see the issue 33 report): close sockets first.
  t.app.server.closeAllConnections();
  await t.close();
  await fake.close();
});

const ownerName = () => owner.email.split('@')[0]!;
const widgetHeaders = (token: string) => ({ ...bearer(token), origin: SITE });

/** A visitor on the customer's site, in the widget. */
async function visitor() {
  const { sessionId, token } = await openWidget(t.app, agentId, secret);
  const say = (message: string, url = '/api/chat') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: widgetHeaders(token),
      payload: { message, session_id: sessionId, agent_id: agentId },
    });
  const askForPerson = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/handoff`,
      headers: widgetHeaders(token),
      payload: { agent_id: agentId },
    });
  const live = () =>
    openEventStream(
      `${base}/api/conversations/${sessionId}/events?agent_id=${agentId}`,
      widgetHeaders(token),
    );
  const stored = async () => {
    const res = await t.app.inject({
      url: `/api/conversations/${sessionId}?agent_id=${agentId}`,
      headers: widgetHeaders(token),
    });
    return res.json().messages as Array<{ role: string; content: string; author: string | null }>;
  };
  const conversationId = async () => {
    const [row] = await t.app.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.sessionId, sessionId));
    return row!.id;
  };
  return { sessionId, token, say, askForPerson, live, stored, conversationId };
}

const asOwner = (conversationId: string, action: string, who = owner, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inbox/conversations/${conversationId}/${action}`,
    headers: bearer(who.accessToken),
    ...(payload && { payload }),
  });

async function chatRequestsCounted() {
  const rows = await t.app.db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(
      and(eq(usageCounters.accountId, owner.userId), eq(usageCounters.metric, 'chat_requests')),
    );
  return rows.reduce((sum, row) => sum + row.used, 0);
}

describe('asking for a person', () => {
  it('by the button before saying anything: nobody around, told so, the owner mailed once', async () => {
    const person = await visitor();
    const res = await person.askForPerson();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ state: 'waiting', someone_around: false, message: NOBODY_AROUND });
    expect((await person.askForPerson()).json().state).toBe('waiting');
    const mail = await t.mail!.waitForMail(owner.email, /asked for a person/);
    expect(mail.text).toContain('https://coach.example/inbox?conversation=');
    expect(mail.text).toContain(await person.conversationId());
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Asked twice while it waits: one request, one e-mail.
    expect(
      t.mail!.mailsTo(owner.email).filter((m) => /asked for a person/.test(m.subject)),
    ).toHaveLength(1);
    expect((await person.stored()).map((m) => [m.role, m.content])).toEqual([
      ['notice', NOBODY_AROUND],
      ['notice', NOBODY_AROUND],
    ]);
  });

  it('in words, with the owner’s inbox open: someone is around, and no model is asked', async () => {
    const inbox = await openEventStream(`${base}/api/inbox/events`, bearer(owner.accessToken));
    await inbox.next((event) => event.event === 'ready');
    const person = await visitor();
    const asked = fake.requests.length;
    const res = await person.say('Can I talk to a real person, please?');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ response: SOMEONE_AROUND, message_index: 1 });
    expect(fake.requests.length).toBe(asked);
    const conversationId = await person.conversationId();
    await inbox.next(
      (event) =>
        event.event === 'activity' &&
        (event.data as { conversation_id: string; kind: string }).conversation_id ===
          conversationId &&
        (event.data as { kind: string }).kind === 'handoff-requested',
    );
    await inbox.close();
    expect((await person.stored()).map((m) => m.role)).toEqual(['user', 'notice']);
  });

  it('leaves a question about people to the coach', async () => {
    const person = await visitor();
    const asked = fake.requests.length;
    const res = await person.say('What does a person need to start a company?');
    expect(res.json().response).not.toBe(SOMEONE_AROUND);
    expect(res.json().response).not.toBe(NOBODY_AROUND);
    expect(fake.requests.length).toBe(asked + 1);
  });
});

describe('taking over and handing back', () => {
  it('silences the coach, brings the owner’s reply to the visitor live, and hands back', async () => {
    const person = await visitor();
    expect((await person.say('How should I price my product?')).statusCode).toBe(200);
    const conversationId = await person.conversationId();
    const live = await person.live();
    expect(live.status).toBe(200);
    await live.next((e) => e.event === 'state' && (e.data as { state: string }).state === 'coach');
    // Someone else naming the same session id follows their own (empty) one, never this one.
    const outsider = await openEventStream(
      `${base}/api/conversations/${person.sessionId}/events?agent_id=${agentId}`,
      {},
    );
    expect(outsider.status).toBe(200);

    const taken = await asOwner(conversationId, 'take');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ state: 'person', by: ownerName() });
    await live.next((e) => e.event === 'state' && (e.data as { state: string }).state === 'person');
    await live.next(
      (e) =>
        e.event === 'message' &&
        (e.data as { content: string }).content ===
          `${ownerName()} from the team joined the conversation.`,
    );

    // The coach is silent: no model call, no plan request, the message stored alone.
    const asked = fake.requests.length;
    const counted = await chatRequestsCounted();
    const held = await person.say('Hello? Are you there?', '/api/chat/stream');
    const done = parseEventStream(held.body).at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ response: '', held_by: ownerName() });
    const json = await person.say('Anyone?');
    expect(json.json()).toMatchObject({ response: '', held_by: ownerName() });
    expect(fake.requests.length).toBe(asked);
    expect(await chatRequestsCounted()).toBe(counted);

    const replied = await asOwner(conversationId, 'messages', owner, { text: 'Hi, Ana here.' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toMatchObject({ role: 'staff', author: ownerName() });
    const arrived = await live.next(
      (e) => e.event === 'message' && (e.data as { role: string }).role === 'staff',
    );
    expect(arrived.data).toMatchObject({ content: 'Hi, Ana here.', author: ownerName() });

    expect(outsider.received.filter((e) => e.event === 'message')).toEqual([]);
    await outsider.close();
    const released = await asOwner(conversationId, 'release');
    expect(released.json()).toEqual({ state: 'coach', by: null });
    await live.next(
      (e) =>
        e.event === 'state' &&
        (e.data as { state: string }).state === 'coach' &&
        live.received.filter((r) => r.event === 'state').length >= 3,
    );
    await live.close();

    // The coach answers again, knowing what the team member said, without the notices.
    const next = await person.say('Thanks. And what about annual plans?');
    expect(next.statusCode).toBe(200);
    expect(fake.requests.length).toBe(asked + 1);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain(`(${ownerName()} of the team wrote:) Hi, Ana here.`);
    expect(sent).not.toContain('joined the conversation');
    expect((await person.stored()).map((m) => m.role)).toEqual([
      'user',
      'coach',
      'notice',
      'user',
      'user',
      'staff',
      'notice',
      'user',
      'coach',
    ]);
  });

  it('refuses a reply before taking over, strangers and keys', async () => {
    const person = await visitor();
    await person.say('How should I price my product?');
    const conversationId = await person.conversationId();
    const early = await asOwner(conversationId, 'messages', owner, { text: 'Hi' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/Take this conversation over first/);
    for (const action of ['take', 'release']) {
      expect((await asOwner(conversationId, action, stranger)).statusCode).toBe(404);
    }
    expect((await asOwner(conversationId, 'messages', stranger, { text: 'Hi' })).statusCode).toBe(
      404,
    );
    const byKey = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/conversations/${conversationId}/take`,
      headers: bearer(secret),
    });
    expect(byKey.statusCode).toBe(401);
    const byWidget = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/conversations/${conversationId}/take`,
      headers: widgetHeaders(person.token),
    });
    expect([401, 403]).toContain(byWidget.statusCode);
    const [row] = await t.app.db
      .select({ state: conversations.handoffState })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row?.state).toBe('coach');
  });

  it('refuses a restricted key asking for a person, as for chatting', async () => {
    const restricted = await createApiKey(t.app, owner, agentId, { key_type: 'restricted' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${newSession()}/handoff`,
      headers: bearer(restricted.secret_key),
      payload: { agent_id: agentId },
    });
    expect(res.statusCode).toBe(403);
  });
});
