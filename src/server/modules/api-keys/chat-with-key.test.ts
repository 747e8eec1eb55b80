import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../../../shared/schemas/api-keys';
import { conversations } from '../../db/chat-schema';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import { joinedDeltas, parseEventStream } from '../../test/sse';

let t: TestApp;
let fake: FakeLlm;
let owner: TestAccount;
let agentId: string;
let live: CreatedApiKey;
let test: CreatedApiKey;
beforeAll(async () => {
  fake = await startOpenAiFake();
  t = await buildTestApp({
    env: {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'paid-model',
      LLM_MAX_RETRIES: '0',
    },
  });
  owner = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, owner);
  live = await createApiKey(t.app, owner, agentId, { key_type: 'live' });
  test = await createApiKey(t.app, owner, agentId, { key_type: 'test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const chat = (secret: string | undefined, payload: object, url = '/api/chat') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: secret ? bearer(secret) : {},
  });

describe('chatting with an API key', () => {
  it('a live key talks to its private agent on the configured engine, with memory', async () => {
    const session = randomUUID();
    const before = fake.requests.length;
    const first = await chat(live.secret_key, {
      message: 'How do I price?',
      session_id: session,
      agent_id: agentId,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().engine).not.toBe('offline');
    expect(first.headers['x-ratelimit-limit']).toBe('100');
    const second = await chat(live.secret_key, {
      message: 'And then?',
      session_id: session,
      agent_id: agentId,
    });
    expect(second.json().message_index).toBe(3);
    expect(fake.requests.length).toBe(before + 2);

    const [row] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.sessionId, session));
    expect(row).toMatchObject({ apiKeyId: live.id, channel: 'api', ownerId: null });

    const history = await t.app.inject({
      url: `/api/conversations/${session}`,
      headers: bearer(live.secret_key),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().messages).toHaveLength(4);
  });

  it('a test key always gets the offline engine: no model money is spent', async () => {
    const before = fake.requests.length;
    const res = await chat(test.secret_key, {
      message: 'What is value-based pricing?',
      session_id: randomUUID(),
      agent_id: agentId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().engine).toBe('offline');
    expect(res.json().response).toContain('customer outcome');
    const streamed = await chat(
      test.secret_key,
      { message: 'Tell me more about pricing', session_id: randomUUID(), agent_id: agentId },
      '/api/chat/stream',
    );
    expect(streamed.statusCode).toBe(200);
    const events = parseEventStream(streamed.body);
    expect(events.at(-1)?.data).toMatchObject({ engine: 'offline' });
    expect(joinedDeltas(events).length).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(before);
  });

  it('a key conversation is held by that key only: not visitors, people or other keys', async () => {
    const session = randomUUID();
    await chat(test.secret_key, { message: 'Hello', session_id: session, agent_id: agentId });
    const other = await createApiKey(t.app, owner, agentId, { key_type: 'test' });
    const url = `/api/conversations/${session}`;
    expect((await t.app.inject({ url: `${url}?agent_id=${agentId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: bearer(owner.accessToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: bearer(other.secret_key) })).statusCode).toBe(404);
    const hijack = await chat(undefined, { message: 'Hi', session_id: session, agent_id: agentId });
    expect(hijack.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(test.secret_key),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url, headers: bearer(test.secret_key) })).statusCode).toBe(404);
  });

  it("a key cannot read or continue a visitor's conversation: the same id is its own", async () => {
    const publicAgent = await createKeyedAgent(t.app, owner, { mode: 'PUBLIC' });
    const key = await createApiKey(t.app, owner, publicAgent, { key_type: 'test' });
    const session = randomUUID();
    const visitor = await chat(undefined, {
      message: 'My pricing notes',
      session_id: session,
      agent_id: publicAgent,
    });
    expect(visitor.statusCode).toBe(200);
    const read = await t.app.inject({
      url: `/api/conversations/${session}`,
      headers: bearer(key.secret_key),
    });
    expect(read.statusCode).toBe(404);
    const append = await chat(key.secret_key, {
      message: 'What did they say?',
      session_id: session,
      agent_id: publicAgent,
    });
    expect(append.json().message_index).toBe(1);
    const keys = await t.app.inject({
      url: `/api/conversations/${session}`,
      headers: bearer(key.secret_key),
    });
    expect(keys.json().messages[0].content).toBe('What did they say?');
    const visitors = await t.app.inject(`/api/conversations/${session}?agent_id=${publicAgent}`);
    expect(visitors.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'My pricing notes',
      visitor.json().response,
    ]);
  });

  it("refuses another agent, an inactive agent and restricted keys' direct chat", async () => {
    const other = await createKeyedAgent(t.app, owner, { name: 'Other Coach' });
    const elsewhere = await chat(test.secret_key, {
      message: 'Hi',
      session_id: randomUUID(),
      agent_id: other,
    });
    expect(elsewhere.statusCode).toBe(404);

    const sleeping = await createKeyedAgent(t.app, owner, { status: 'inactive' });
    const sleepingKey = await createApiKey(t.app, owner, sleeping, { key_type: 'test' });
    const inactive = await chat(sleepingKey.secret_key, {
      message: 'Hi',
      session_id: randomUUID(),
      agent_id: sleeping,
    });
    expect(inactive.statusCode).toBe(409);

    const restricted = await createApiKey(t.app, owner, agentId, { key_type: 'restricted' });
    for (const url of ['/api/chat', '/api/chat/stream']) {
      const res = await chat(
        restricted.secret_key,
        { message: 'Hi', session_id: randomUUID(), agent_id: agentId },
        url,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        'Restricted keys can only open widget sessions; use a live or test key on your server.',
      );
    }
  });
});
