import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { storedByOlderRelease } from '../test/older-migrations';
import { conversations, messages } from './chat-schema';
import { agents } from './schema';

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const AGENT = '00000000-0000-4000-8000-000000000001';
const CONVERSATION = '00000000-0000-4000-8000-000000000003';

/** An agent and a widget conversation as the release before issue 33 stored them. */
const storedBefore = `
  insert into agents (id, name, description, owner, instruction, knowledge)
    values ('${AGENT}', 'A', 'B', 'Owner', 'C', 'D');
  insert into conversations (id, session_id, scope, agent_id, channel, next_position)
    values ('${CONVERSATION}', 'session_older_1', 'visitor:${AGENT}', '${AGENT}', 'widget', 2);
  insert into messages (conversation_id, position, role, content)
    values ('${CONVERSATION}', 0, 'user', 'Hello'), ('${CONVERSATION}', 1, 'coach', 'Hi there');
`;

it('keeps older agents, conversations and messages as they were, with the coach answering', async () => {
  const database = await storedByOlderRelease('0024_widget_inbox', async (query) => {
    await query(storedBefore);
  });
  const { app, close } = await buildTestApp({ env: { SEED_AGENTS: 'false' }, database });
  cleanups.push(close);

  const [agent] = await app.db
    .select({ look: agents.widgetAppearance })
    .from(agents)
    .where(eq(agents.id, AGENT));
  // An empty look: every setting takes its default, so the widget looks as it did.
  expect(agent?.look).toEqual({});
  const [conversation] = await app.db
    .select({ state: conversations.handoffState, takenBy: conversations.takenBy })
    .from(conversations)
    .where(eq(conversations.id, CONVERSATION));
  expect(conversation).toEqual({ state: 'coach', takenBy: null });
  const said = await app.db
    .select({ role: messages.role, author: messages.author, tools: messages.toolCalls })
    .from(messages)
    .where(eq(messages.conversationId, CONVERSATION))
    .orderBy(messages.position);
  expect(said).toEqual([
    { role: 'user', author: null, tools: [] },
    { role: 'coach', author: null, tools: [] },
  ]);
  // The new roles are accepted, anything else still refused.
  await app.db
    .insert(messages)
    .values({ conversationId: CONVERSATION, position: 2, role: 'notice', content: 'Ana joined' });
  await expect(
    app.db.insert(messages).values({
      conversationId: CONVERSATION,
      position: 3,
      role: 'robot' as 'coach',
      content: 'x',
    }),
  ).rejects.toThrow();
}, 120_000);
