import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { joinedDeltas, parseEventStream } from '../../test/sse';
import { seededCoach } from '../../test/seeded-coach';

let t: TestApp;
let coach: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  coach = await seededCoach(t.app);
});
afterAll(() => t.close());

const question = 'Should I raise on a SAFE or a priced round?';
const stream = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/chat/stream', payload, headers });

describe('POST /api/chat/stream on the offline engine', () => {
  it('streams the reply in pieces, then the stored whole with its index', async () => {
    const session = randomUUID();
    const res = await stream({ message: question, session_id: session, agent_id: coach.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');

    const events = parseEventStream(res.body);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toEqual({
      response: joinedDeltas(events),
      message_index: 1,
      engine: 'offline',
    });

    // The same question without streaming gets the same words: one engine, two transports.
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: question, session_id: randomUUID(), agent_id: coach.id },
    });
    expect(whole.json().response).toBe(joinedDeltas(events));

    const history = (
      await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`)
    ).json();
    expect(history.messages).toMatchObject([
      { index: 0, role: 'user', content: question, engine: null, feedback: null },
      { index: 1, role: 'coach', content: joinedDeltas(events), engine: 'offline', feedback: null },
    ]);
  });

  it('answers errors found before the first piece as ordinary JSON errors', async () => {
    const unknown = await stream({
      message: 'hi',
      session_id: randomUUID(),
      agent_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json().error.code).toBe('not_found');

    const blank = await stream({ message: ' ', session_id: randomUUID(), agent_id: coach.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Type a message first.');

    const ada = await signUp(t.app);
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(ada.accessToken),
      payload: { name: 'Paused', description: 'd', instruction: 'i', knowledge: 'k' },
    });
    const paused = await stream(
      { message: 'hi', session_id: randomUUID(), agent_id: mine.json().id },
      bearer(ada.accessToken),
    );
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.code).toBe('agent_inactive');
  });

  it('streams an answer about attached files', async () => {
    const plan = 'Our churn target for next year is 2.5 percent monthly, down from 4 percent.';
    const session = randomUUID();
    const form = multipartBody(
      { message: 'What is our churn target?', session_id: session, agent_id: coach.id },
      [
        {
          name: 'plan.txt',
          type: 'text/plain',
          data: plan,
        },
      ],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-files/stream',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(200);
    const events = parseEventStream(res.body);
    expect(joinedDeltas(events)).toContain('2.5 percent');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { message_index: 1 } });
    const history = (
      await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`)
    ).json();
    expect(history.messages[0].attachments).toEqual([
      { name: 'plan.txt', type: 'text/plain', size: Buffer.byteLength(plan) },
    ]);
  });

  it('refuses a bad file before streaming, with the spec’s words', async () => {
    const form = multipartBody({ message: 'look', session_id: randomUUID(), agent_id: coach.id }, [
      {
        name: 'logo.png',
        type: 'image/png',
        data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-with-files/stream',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toContain(
      'is not supported. Please upload TXT, PDF documents.',
    );
  });
});

describe('GET /api/conversations/{session_id} after rating', () => {
  it('returns the rating with the reply it belongs to', async () => {
    const session = randomUUID();
    await stream({ message: question, session_id: session, agent_id: coach.id });
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { session_id: session, agent_id: coach.id, message_index: 1, feedback: 'positive' },
    });
    const history = (
      await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`)
    ).json();
    expect(history.messages.map((m: { feedback: unknown }) => m.feedback)).toEqual([
      null,
      'positive',
    ]);
  });
});
