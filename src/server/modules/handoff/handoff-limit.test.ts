import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { newSession } from '../../test/inbox-conversations';

/** Each request for a person stores a notice: it spends the caller's chat turns per minute. */
let t: TestApp;
let agentId: string;
let person: TestAccount;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', CHAT_TURNS_PER_MINUTE_USER: '2' } });
  person = await signUp(t.app);
  agentId = await createKeyedAgent(t.app, person);
});
afterAll(() => t.close());

it('refuses someone asking over and over with 429, in the error shape', async () => {
  const sessionId = newSession();
  const ask = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/conversations/${sessionId}/handoff`,
      headers: bearer(person.accessToken),
      payload: { agent_id: agentId },
    });
  expect((await ask()).statusCode).toBe(200);
  expect((await ask()).statusCode).toBe(200);
  const refused = await ask();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toMatchObject({
    code: expect.any(String),
    message: expect.any(String),
  });
});
