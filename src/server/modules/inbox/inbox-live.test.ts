import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../db/chat-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventually } from '../../test/eventually';
import { newSession } from '../../test/inbox-conversations';
import { openEventStream } from '../../test/open-event-stream';
import { openTestDatabase, testDbKind } from '../../test/test-database';
import { createInboxPresence } from './inbox-presence';

async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const inbox = (base: string, who: TestAccount) =>
  openEventStream(`${base}/api/inbox/events`, bearer(who.accessToken));

/** A visitor's server asks the owner's agent with its key, over real HTTP. */
async function chatWithKey(base: string, secret: string, agentId: string) {
  const sessionId = newSession();
  const res = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { ...bearer(secret), 'content-type': 'application/json' },
    body: JSON.stringify({
      message: 'Is there a student price?',
      session_id: sessionId,
      agent_id: agentId,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return sessionId;
}

const conversationIdOf = async (app: FastifyInstance, sessionId: string) => {
  const [row] = await app.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId));
  return row!.id;
};

const isActivity =
  (conversationId: string, kind: string) => (event: { event: string; data: unknown }) =>
    event.event === 'activity' &&
    (event.data as { conversation_id: string; kind: string }).conversation_id === conversationId &&
    (event.data as { kind: string }).kind === kind;

describe('the live inbox on one node', () => {
  let t: TestApp;
  let base: string;
  let owner: TestAccount;
  let stranger: TestAccount;
  let agentId: string;
  let secret: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
    base = await listening(t.app);
    owner = await signUp(t.app, { name: 'Owner' });
    stranger = await signUp(t.app, { name: 'Stranger' });
    agentId = await createKeyedAgent(t.app, owner);
    secret = (await createApiKey(t.app, owner, agentId)).secret_key;
  });
  afterAll(() => t.close());

  it('says ready, passes on the owner’s activity only, and counts the owner around while open', async () => {
    expect(await t.app.inboxPresence.someoneAround(owner.userId)).toBe(false);
    const own = await inbox(base, owner);
    const others = await inbox(base, stranger);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await own.next((event) => event.event === 'ready');
    await others.next((event) => event.event === 'ready');
    expect(await t.app.inboxPresence.someoneAround(owner.userId)).toBe(true);

    const conversationId = randomUUID();
    await t.app.cluster.bus.publish('conversation-activity', {
      conversationId,
      agentId,
      ownerId: owner.userId,
      kind: 'handoff-requested',
    });
    const arrived = await own.next(isActivity(conversationId, 'handoff-requested'));
    expect(arrived.data).toEqual({
      conversation_id: conversationId,
      agent_id: agentId,
      kind: 'handoff-requested',
    });

    await own.close();
    expect(
      await eventually(async () => !(await t.app.inboxPresence.someoneAround(owner.userId)), 3_000),
    ).toBe(true);
    expect(await t.app.inboxPresence.someoneAround(stranger.userId)).toBe(true);
    expect(others.received.map((event) => event.event)).toEqual(['ready']);
    await others.close();
  });

  it('ends the inbox of an account closed or disabled, and its presence with it', async () => {
    const own = await inbox(base, owner);
    await own.next((event) => event.event === 'ready');
    await t.app.cluster.bus.publish('account-closed', { userId: owner.userId });
    await own.ended;
    expect(await t.app.inboxPresence.someoneAround(owner.userId)).toBe(false);
  });

  // Needs the chat module to publish 'conversation-activity' when it stores a message.
  it('tells the owner at once when a message is stored in one of their conversations', async () => {
    const own = await inbox(base, owner);
    await own.next((event) => event.event === 'ready');
    const sessionId = await chatWithKey(base, secret, agentId);
    await own.next(isActivity(await conversationIdOf(t.app, sessionId), 'message'));
    await own.close();
  });

  it('tells the owner at once when a reply is rated down', async () => {
    const sessionId = await chatWithKey(base, secret, agentId);
    const own = await inbox(base, owner);
    await own.next((event) => event.event === 'ready');
    const rated = await fetch(`${base}/api/feedback`, {
      method: 'POST',
      headers: { ...bearer(secret), 'content-type': 'application/json' },
      body: JSON.stringify({
        session_id: sessionId,
        agent_id: agentId,
        message_index: 1,
        feedback: 'negative',
        reason: 'It did not answer about students',
      }),
    });
    expect(rated.status).toBe(200);
    await own.next(isActivity(await conversationIdOf(t.app, sessionId), 'rated'));
    await own.close();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two nodes in one process, on one Postgres and one Redis: each has its own cluster bus, so
 * what happens on one reaches the other only through Redis.
 */
describe.skipIf(testDbKind !== 'postgres' || !redisUrl)('the live inbox across two nodes', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let owner: TestAccount;
  let agentId: string;
  let secret: string;

  beforeAll(async () => {
    const env = {
      SEED_AGENTS: 'false',
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `cf-test-${randomUUID().slice(0, 8)}:`,
    };
    const database = await openTestDatabase();
    a = await buildTestApp({ env, database });
    b = await buildTestApp({ env, database });
    [baseA, baseB] = await Promise.all([listening(a.app), listening(b.app)]);
    owner = await signUp(a.app, { name: 'Owner' });
    agentId = await createKeyedAgent(a.app, owner);
    secret = (await createApiKey(a.app, owner, agentId)).secret_key;
    await eventually(
      async () => Boolean(a.app.cluster.redis?.ready && b.app.cluster.redis?.ready),
      5_000,
    );
  });
  afterAll(async () => {
    await a.app.close();
    await b.close();
  });

  it('counts an inbox open on one node as someone around on the other, until it closes', async () => {
    const own = await inbox(baseA, owner);
    await own.next((event) => event.event === 'ready');
    expect(await b.app.inboxPresence.someoneAround(owner.userId)).toBe(true);
    const conversationId = randomUUID();
    await b.app.cluster.bus.publish('conversation-activity', {
      conversationId,
      agentId,
      ownerId: owner.userId,
      kind: 'taken',
    });
    await own.next(isActivity(conversationId, 'taken'));
    await own.close();
    expect(
      await eventually(async () => !(await b.app.inboxPresence.someoneAround(owner.userId)), 3_000),
    ).toBe(true);
  });

  it('stops counting a stream whose node died without saying goodbye once its time is up', async () => {
    const fellBack = (error: unknown) => {
      throw error;
    };
    const dying = createInboxPresence({ redis: a.app.cluster.redis, ttlMs: 400, fellBack });
    const other = createInboxPresence({ redis: b.app.cluster.redis, ttlMs: 400, fellBack });
    const ownerId = `owner-${randomUUID()}`;
    dying.join(ownerId); // never left, never refreshed: the node is gone
    expect(await eventually(() => other.someoneAround(ownerId), 1_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await other.someoneAround(ownerId)).toBe(false);
  });

  // Needs the chat module to publish 'conversation-activity' when it stores a message.
  it('tells the owner on one node of a message stored on the other', async () => {
    const own = await inbox(baseA, owner);
    await own.next((event) => event.event === 'ready');
    const sessionId = await chatWithKey(baseB, secret, agentId);
    await own.next(isActivity(await conversationIdOf(b.app, sessionId), 'message'));
    await own.close();
  });
});
