import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seededCoach } from '../../test/seeded-coach';

let t: TestApp;
let coach: Agent;
let ada: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  coach = await seededCoach(t.app);
  ada = await signUp(t.app);
});
afterAll(() => t.close());

const chat = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/chat', payload, headers });

describe('POST /api/chat on the offline engine', () => {
  it('answers from the coach knowledge and keeps the conversation', async () => {
    const session = randomUUID();
    const first = await chat({
      message: 'Should I raise on a SAFE or a priced round?',
      session_id: session,
      agent_id: coach.id,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message_index: 1, engine: 'offline' });
    expect(first.json().response).toContain('SAFE');

    const second = await chat({
      message: 'How big should the round be?',
      session_id: session,
      agent_id: coach.id,
    });
    expect(second.json().message_index).toBe(3);

    const history = await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`);
    expect(history.statusCode).toBe(200);
    expect(
      history.json().messages.map((m: { role: string; index: number }) => [m.index, m.role]),
    ).toEqual([
      [0, 'user'],
      [1, 'coach'],
      [2, 'user'],
      [3, 'coach'],
    ]);
  });

  it.each([
    [
      { message: '   ', session_id: 'session_123456', agent_id: randomUUID() },
      'Type a message first.',
    ],
    [
      { message: 'x'.repeat(2001), session_id: 'session_123456', agent_id: randomUUID() },
      'at most 2000 characters',
    ],
    [{ message: 'hi', session_id: 'bad id!', agent_id: randomUUID() }, 'session_id must be'],
    [{ message: 'hi', session_id: 'session_123456', agent_id: 'nope' }, 'agent_id must be a UUID'],
  ])('refuses bad input with 400 (%#)', async (payload, words) => {
    const res = await chat(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(words);
  });

  it('answers 404 for an unknown agent and 409 for an inactive one', async () => {
    const unknown = await chat({ message: 'hi', session_id: randomUUID(), agent_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(ada.accessToken),
      payload: { name: 'Paused', description: 'd', instruction: 'i', knowledge: 'k' },
    });
    const paused = await chat(
      { message: 'hi', session_id: randomUUID(), agent_id: mine.json().id },
      bearer(ada.accessToken),
    );
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.message).toBe(
      'Paused is inactive and cannot answer messages right now.',
    );
  });

  it('keeps a signed-in person’s conversation to them', async () => {
    const session = randomUUID();
    await chat(
      { message: 'How do I build a pipeline?', session_id: session, agent_id: coach.id },
      bearer(ada.accessToken),
    );
    const history = (headers: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/conversations/${session}?agent_id=${coach.id}`, headers });
    expect((await history(bearer(ada.accessToken))).statusCode).toBe(200);
    expect((await history()).statusCode).toBe(404);
    // A visitor sending the same id talks in a conversation of their own.
    const visitor = await chat({ message: 'hi', session_id: session, agent_id: coach.id });
    expect(visitor.json().message_index).toBe(1);
    expect((await history(bearer(ada.accessToken))).json().messages).toHaveLength(2);
  });

  it('refuses a person’s own session with another agent; visitors’ ids are per agent', async () => {
    const session = randomUUID();
    const other = (await t.app.inject('/api/agents')).json().find((a: Agent) => a.id !== coach.id);
    await chat(
      { message: 'hi there', session_id: session, agent_id: coach.id },
      bearer(ada.accessToken),
    );
    const res = await chat(
      { message: 'hi', session_id: session, agent_id: other.id },
      bearer(ada.accessToken),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('session_in_use');

    const visitors = randomUUID();
    await chat({ message: 'hi there', session_id: visitors, agent_id: coach.id });
    const elsewhere = await chat({ message: 'hi', session_id: visitors, agent_id: other.id });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().message_index).toBe(1);
  });
});

const conversation = (session: string, headers: Record<string, string> = {}, agentId = coach.id) =>
  t.app.inject({ url: `/api/conversations/${session}?agent_id=${agentId}`, headers });

describe('conversations behind /api/chat', () => {
  it('gives messages sent at once distinct indexes, with no gaps, each reply after its question', async () => {
    const session = randomUUID();
    const questions = ['pitch deck', 'valuation', 'SAFE', 'investors', 'runway', 'board'];
    const replies = await Promise.all(
      questions.map((topic) =>
        chat({ message: `Tell me about ${topic}`, session_id: session, agent_id: coach.id }),
      ),
    );
    const indexes = replies.map((r) => r.json().message_index as number);
    expect(indexes.toSorted((a, b) => a - b)).toEqual([1, 3, 5, 7, 9, 11]);

    const stored = (await conversation(session)).json().messages as Array<{
      index: number;
      role: string;
      content: string;
    }>;
    expect(stored.map((m) => m.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(stored.map((m) => m.role)).toEqual(Array(6).fill(['user', 'coach']).flat());
    // Each reply sits right after the question it answered.
    for (const [i, reply] of replies.entries()) {
      const index = reply.json().message_index as number;
      expect(stored[index - 1]?.content).toBe(`Tell me about ${questions[i]}`);
      expect(stored[index]?.content).toBe(reply.json().response);
    }
  });

  it('answers every first message of a new session sent at once, in one conversation', async () => {
    // Each session's first sends race to start its conversation; the losers must join it.
    const sessions = Array.from({ length: 12 }, () => randomUUID());
    const replies = await Promise.all(
      sessions.flatMap((session) =>
        [1, 2, 3].map((n) =>
          chat({ message: `Question ${n} on runway`, session_id: session, agent_id: coach.id }),
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(36).fill(200));
    for (const session of sessions) {
      const stored = (await conversation(session)).json().messages as unknown[];
      expect(stored).toHaveLength(6);
    }
  });

  it('starts no conversation for an agent the sender may not talk to', async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(ada.accessToken),
      payload: { name: 'Private', description: 'd', instruction: 'i', knowledge: 'k' },
    });
    const inactiveSession = randomUUID();
    const strangerSession = randomUUID();
    const unknownSession = randomUUID();
    expect(
      (
        await chat(
          { message: 'hi', session_id: inactiveSession, agent_id: mine.json().id },
          bearer(ada.accessToken),
        )
      ).statusCode,
    ).toBe(409);
    await t.app.inject({
      method: 'PUT',
      url: `/api/agents/${mine.json().id}`,
      headers: bearer(ada.accessToken),
      payload: { ...(mine.json() as object), status: 'active' },
    });
    expect(
      (await chat({ message: 'hi', session_id: strangerSession, agent_id: mine.json().id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await chat({ message: 'hi', session_id: unknownSession, agent_id: randomUUID() }))
        .statusCode,
    ).toBe(404);

    expect((await conversation(inactiveSession, bearer(ada.accessToken))).statusCode).toBe(404);
    expect((await conversation(strangerSession, {}, mine.json().id)).statusCode).toBe(404);
    expect((await conversation(unknownSession, {}, randomUUID())).statusCode).toBe(404);
    // The owner, now that it is active, starts the session the stranger could not.
    const owner = await chat(
      { message: 'hi', session_id: strangerSession, agent_id: mine.json().id },
      bearer(ada.accessToken),
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message_index).toBe(1);
  });
});

describe('POST /api/feedback', () => {
  it('stores a rating, requires a reason for a negative one, and replaces on re-rating', async () => {
    const session = randomUUID();
    const reply = await chat({
      message: 'What goes in a data room?',
      session_id: session,
      agent_id: coach.id,
    });
    const rate = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: {
          session_id: session,
          agent_id: coach.id,
          message_index: reply.json().message_index,
          ...payload,
        },
      });
    expect((await rate({ feedback: 'positive' })).statusCode).toBe(200);
    const blank = await rate({ feedback: 'negative', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Please tell us why');
    const negative = await rate({ feedback: 'negative', reason: 'Too generic' });
    expect(negative.json()).toEqual({ status: 'recorded', message_index: 1, feedback: 'negative' });
    const notReply = await rate({ feedback: 'positive', message_index: 0 });
    expect(notReply.statusCode).toBe(422);
  });
});
