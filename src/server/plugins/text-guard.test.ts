import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../shared/schemas/agent';
import { bearer, signUp, type TestAccount } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { multipartBody } from '../test/multipart';
import { seededCoach } from '../test/seeded-coach';

let t: TestApp;
let coach: Agent;
let ada: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  coach = await seededCoach(t.app);
  ada = await signUp(t.app);
});
afterAll(() => t.close());

const NUL = '\u0000';

function expectRefusedAt(res: { statusCode: number; json: () => unknown }, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    error: { code: 'bad_request', details: { issues: [{ path }] } },
  });
}

describe('text with the NUL character, which Postgres cannot store', () => {
  it('is refused in a chat message before the engine runs, and nothing is stored', async () => {
    const session = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: `hello${NUL}there`, session_id: session, agent_id: coach.id },
    });
    expectRefusedAt(res, 'body.message');
    expect(
      (await t.app.inject(`/api/conversations/${session}?agent_id=${coach.id}`)).statusCode,
    ).toBe(404);
  });

  it('is refused in a streamed chat, a feedback reason and an agent being created', async () => {
    const session = randomUUID();
    const stream = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message: `hi${NUL}`, session_id: session, agent_id: coach.id },
    });
    expectRefusedAt(stream, 'body.message');

    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        session_id: session,
        agent_id: coach.id,
        message_index: 1,
        feedback: 'negative',
        reason: `vague${NUL}`,
      },
    });
    expectRefusedAt(feedback, 'body.reason');

    const agent = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(ada.accessToken),
      payload: { name: `Coach${NUL}`, description: 'A coach', instruction: 'Help.' },
    });
    expectRefusedAt(agent, 'body.name');
  });

  it('is refused in a multipart message and in an attached file name', async () => {
    const send = (fields: Record<string, string>, fileName: string) => {
      const { payload, headers } = multipartBody(fields, [
        { name: fileName, type: 'text/plain', data: 'Runway is 14 months.' },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/chat-with-files', payload, headers });
    };
    const base = { session_id: randomUUID(), agent_id: coach.id };
    expectRefusedAt(await send({ ...base, message: `read${NUL}` }, 'notes.txt'), 'body.message');
    expectRefusedAt(await send({ ...base, message: 'read' }, `notes${NUL}.txt`), 'body.files.0');
  });

  it('walks a deeply nested body without overflowing, and still finds the character', async () => {
    const depth = 200_000;
    const nested = (inner: string) => `{"deep":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`;
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/request-info',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const clean = await post(nested('"fine"'));
    expect(clean.statusCode).toBe(400);
    expect(clean.json().error.code).toBe('validation_failed');
    expectRefusedAt(await post(nested('"bad\\u0000"')), `body.deep${'.0'.repeat(depth)}`);
  });
});
