import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { bearer, signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { seededCoach } from '../../test/seeded-coach';

let t: TestApp;
let coach: Agent;
beforeAll(async () => {
  t = await buildTestApp({
    env: { CHAT_TURNS_PER_MINUTE_VISITOR: '3', CHAT_TURNS_PER_MINUTE_USER: '5' },
  });
  coach = await seededCoach(t.app);
});
afterAll(() => t.close());

const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    remoteAddress,
    headers,
    payload: { message: 'How much runway?', session_id: randomUUID(), agent_id: coach.id },
  });

it('gives a visitor so many turns a minute across every chat route, then 429 with Retry-After', async () => {
  const address = '198.51.100.7';
  expect((await ask(address)).statusCode).toBe(200);
  const stream = await t.app.inject({
    method: 'POST',
    url: '/api/chat/stream',
    remoteAddress: address,
    payload: { message: 'And dilution?', session_id: randomUUID(), agent_id: coach.id },
  });
  expect(stream.statusCode).toBe(200);
  const form = multipartBody(
    { message: 'Read this', session_id: randomUUID(), agent_id: coach.id },
    [{ name: 'notes.txt', type: 'text/plain', data: 'We burn 40k a month.' }],
  );
  const files = await t.app.inject({
    method: 'POST',
    url: '/api/chat-with-files',
    remoteAddress: address,
    ...form,
  });
  expect(files.statusCode).toBe(200);

  const refused = await ask(address);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['x-ratelimit-limit']).toBe('3');
  expect(refused.json().error.code).toBe('rate_limited');
  expect(refused.json().error.message).toMatch(
    /^You are sending messages faster than we can answer \(3 a minute\)\. Please wait (\d+ seconds?|1 minute) and try again\.$/,
  );
  // Another visitor is not held back by this one.
  expect((await ask('198.51.100.8')).statusCode).toBe(200);
});

it('counts a signed-in person by account, with the person’s own limit', async () => {
  const ada = await signUp(t.app);
  const statuses: number[] = [];
  // Two addresses, one account: the count follows the person.
  for (let i = 0; i < 6; i++) {
    statuses.push(
      (await ask(i % 2 ? '203.0.113.1' : '203.0.113.2', bearer(ada.accessToken))).statusCode,
    );
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
});

it('counts a visitor on IPv6 by their /64, whichever of its addresses they send from', async () => {
  // Every request from another address of the same /64: one visitor stepping around the limit.
  for (const host of ['1', '2', '3']) {
    expect((await ask(`2001:db8:7:1::${host}`)).statusCode).toBe(200);
  }
  expect((await ask('2001:db8:7:1:a:b:c:d')).statusCode).toBe(429);
  // The next /64 is someone else.
  expect((await ask('2001:db8:7:2::1')).statusCode).toBe(200);
});
