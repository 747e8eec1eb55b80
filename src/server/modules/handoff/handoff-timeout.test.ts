import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { conversations, messages } from '../../db/chat-schema';
import { bearer, signUp } from '../../test/accounts';
import { createKeyedAgent } from '../../test/api-key-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { eventually } from '../../test/eventually';
import { newSession } from '../../test/inbox-conversations';

/** A request for a person nobody takes within HANDOFF_WAIT_SECONDS goes back to the coach. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { SEED_AGENTS: 'false', HANDOFF_WAIT_SECONDS: '1' } });
});
afterAll(() => t.close());

const conversationOf = (sessionId: string) =>
  t.app.db
    .select({ state: conversations.handoffState })
    .from(conversations)
    .where(eq(conversations.sessionId, sessionId));

it('returns to the coach with a sentence to the person', async () => {
  const someone = await signUp(t.app);
  const agent = await createKeyedAgent(t.app, someone);
  const sessionId = newSession();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${sessionId}/handoff`,
    headers: bearer(someone.accessToken),
    payload: { agent_id: agent },
  });
  expect(res.json().state).toBe('waiting');
  const returned = await eventually(
    async () => (await conversationOf(sessionId))[0]?.state === 'coach',
    5_000,
  );
  expect(returned).toBe(true);
  const stored = await t.app.db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.sessionId, sessionId))
    .orderBy(messages.position);
  expect(stored.at(-1)).toEqual({
    role: 'notice',
    content:
      'Nobody from the team could join just now, so the coach carries on. The team has your request and may reply here later.',
  });
});
