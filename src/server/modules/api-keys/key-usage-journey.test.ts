import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { newSessionId } from '../../test/authorization-routes';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createApiKey, createKeyedAgent } from '../../test/api-key-fixtures';

let t: TestApp;
let owner: TestAccount;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false' } });
  owner = await signUp(t.app, { name: 'Owner' });
});
afterAll(() => t.close());

it('shows the owner what their own code did with a key: calls, sessions, messages, ratings', async () => {
  const agentId = await createKeyedAgent(t.app, owner);
  const key = await createApiKey(t.app, owner, agentId, { name: 'Backend' });
  const sessionId = newSessionId();
  const asKey = bearer(key.secret_key);
  for (const message of ['How do I price my product?', 'And for enterprises?']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: asKey,
      payload: { message, session_id: sessionId, agent_id: agentId },
    });
    expect(res.statusCode).toBe(200);
  }
  const rated = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: asKey,
    payload: { session_id: sessionId, agent_id: agentId, message_index: 1, feedback: 'positive' },
  });
  expect(rated.statusCode).toBe(200);

  const asOwner = bearer(owner.accessToken);
  const base = `/api/auth/api-keys/${agentId}/${key.id}`;
  const analytics = (
    await t.app.inject({ url: `${base}/analytics?days=1`, headers: asOwner })
  ).json();
  expect(analytics).toMatchObject({
    requests: 3,
    sessions: 1,
    messages: 2,
    errors: 0,
    feedback: { positive: 1, negative: 0, ratio: 1 },
  });
  expect(analytics.latency_ms.p50).toEqual(expect.any(Number));

  const sessions = (await t.app.inject({ url: `${base}/sessions`, headers: asOwner })).json();
  expect(sessions.sessions).toEqual([
    expect.objectContaining({ session_id: sessionId, channel: 'api', origin: null }),
  ]);
  expect(sessions.sessions[0].messages).toHaveLength(4);

  const listed = (await t.app.inject({ url: `${base}`, headers: asOwner })).json();
  expect(Date.parse(listed.last_used_at)).toBeGreaterThan(Date.now() - 60_000);

  const rows = (await t.app.inject({ url: `${base}/export`, headers: asOwner })).json();
  expect(
    rows.map((row: { kind: string; session_id: string }) => [row.kind, row.session_id]),
  ).toEqual([
    ['chat', sessionId],
    ['chat', sessionId],
    ['other', sessionId],
  ]);
});
