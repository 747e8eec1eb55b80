import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { FakeLlm } from '../../test/fake-llm/fake-llm-server';
import { startOpenAiFake } from '../../test/fake-llm/openai-fake';
import { multipartBody } from '../../test/multipart';
import { joinedDeltas, parseEventStream } from '../../test/sse';
import { seededCoach } from '../../test/seeded-coach';

/** The stored conversation as [role, content] pairs. */
async function storedTurns(t: TestApp, session: string, agentId: string) {
  const res = await t.app.inject(`/api/conversations/${session}?agent_id=${agentId}`);
  return (res.json().messages as Array<{ role: string; content: string }>).map((m) => [
    m.role,
    m.content,
  ]);
}

describe('a message sent again with its client_message_id (offline engine)', () => {
  let t: TestApp;
  let coach: Agent;
  beforeAll(async () => {
    t = await buildTestApp();
    coach = await seededCoach(t.app);
  });
  afterAll(() => t.close());

  const turn = (session: string, clientMessageId: string, message = 'How much runway?') => ({
    message,
    session_id: session,
    agent_id: coach.id,
    client_message_id: clientMessageId,
  });

  it('answers the stored reply and stores the exchange once, on either endpoint', async () => {
    const session = randomUUID();
    const id = randomUUID();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: turn(session, id),
    });
    expect(first.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: turn(session, id),
    });
    expect(again.json()).toEqual(first.json());

    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      payload: turn(session, id),
    });
    const events = parseEventStream(streamed.body);
    expect(joinedDeltas(events)).toBe(first.json().response);
    expect(events.at(-1)).toEqual({ event: 'done', data: first.json() });

    expect(await storedTurns(t, session, coach.id)).toEqual([
      ['user', 'How much runway?'],
      ['coach', first.json().response],
    ]);
  });

  it('stores two messages with the same words but different ids twice', async () => {
    const session = randomUUID();
    for (const id of [randomUUID(), randomUUID()]) {
      await t.app.inject({ method: 'POST', url: '/api/chat', payload: turn(session, id) });
    }
    expect(await storedTurns(t, session, coach.id)).toHaveLength(4);
  });

  it('refuses a different message under an id already used in the session', async () => {
    const session = randomUUID();
    const id = randomUUID();
    await t.app.inject({ method: 'POST', url: '/api/chat', payload: turn(session, id) });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: turn(session, id, 'Something else entirely'),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await storedTurns(t, session, coach.id)).toHaveLength(2);
  });

  it('repeats a message with files by its id, and refuses malformed ids', async () => {
    const session = randomUUID();
    const id = randomUUID();
    const form = () =>
      multipartBody(
        {
          message: 'What is our burn?',
          session_id: session,
          agent_id: coach.id,
          client_message_id: id,
        },
        [{ name: 'burn.txt', type: 'text/plain', data: 'Our monthly burn is 42,000 euros.' }],
      );
    const send = () => t.app.inject({ method: 'POST', url: '/api/chat-with-files', ...form() });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect((await send()).json()).toEqual(first.json());
    expect(await storedTurns(t, session, coach.id)).toHaveLength(2);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: turn(session, 'no spaces allowed'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('client_message_id');
  });
});

describe('the same message sent twice at once (a model that takes its time)', () => {
  let t: TestApp;
  let fake: FakeLlm;
  let coach: Agent;
  beforeAll(async () => {
    fake = await startOpenAiFake({ timeToFirstTokenMs: 150 });
    t = await buildTestApp({
      env: {
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: fake.url,
        LLM_MODEL: 'slow-model',
        LLM_MAX_RETRIES: '0',
      },
    });
    coach = await seededCoach(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('stores it once and gives both requests the same stored reply', async () => {
    const session = randomUUID();
    const payload = {
      message: 'Should I raise on a SAFE?',
      session_id: session,
      agent_id: coach.id,
      client_message_id: randomUUID(),
    };
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/chat', payload }),
      t.app.inject({ method: 'POST', url: '/api/chat/stream', payload }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // Both were in flight before either was stored: the model was asked twice...
    expect(fake.requests.length).toBe(2);
    // ...but one exchange is kept, and both callers are told about that one.
    const done = parseEventStream(b.body).at(-1);
    expect(done).toEqual({ event: 'done', data: a.json() });
    expect(await storedTurns(t, session, coach.id)).toHaveLength(2);
  });
});
