import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { seedAgents } from '../../db/seed';
import { openTestDatabase } from '../../test/test-database';
import { createAgentRowCache } from './agent-row-cache';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let ada: TestAccount;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await signUp(t.app);
});
afterAll(() => t.close());

const agentInput = (knowledge: string) => ({
  name: 'Launch Coach',
  description: 'Knows our launch plan.',
  instruction: 'Answer from the launch plan.',
  knowledge,
  status: 'active',
});
const ask = async (agentId: string, message: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: bearer(ada.accessToken),
    payload: { message, session_id: randomUUID(), agent_id: agentId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().response as string;
};

it('answers from an edited agent’s new knowledge on the very next message', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(ada.accessToken),
    payload: agentInput('The zebra project launches in March with three pilot customers.'),
  });
  const id = created.json().id as string;
  expect(await ask(id, 'When does the zebra project launch?')).toContain('March');

  for (const month of ['October', 'December']) {
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/agents/${id}`,
      headers: bearer(ada.accessToken),
      payload: agentInput(`The zebra project launches in ${month} with three pilot customers.`),
    });
    expect(edited.statusCode).toBe(200);
    const reply = await ask(id, 'When does the zebra project launch?');
    expect(reply).toContain(month);
    expect(reply).not.toContain('March');
  }
});

it('keeps the cache within its character budget, least recently used out first', async () => {
  const database = await openTestDatabase();
  try {
    await seedAgents(database.db);
    const rows = await database.db
      .select({
        id: agents.id,
        instruction: agents.instruction,
        knowledge: agents.knowledge,
        version: sql<string>`xmin::text`,
      })
      .from(agents)
      .limit(3);
    const [a, b, c] = rows.map((row) => ({
      ...row,
      chars: row.instruction.length + row.knowledge.length,
    }));
    if (!a || !b || !c) throw new Error('the seeded coaches are missing');
    // Room for any two of the three coaches' texts, not for all three.
    const budget = a.chars + b.chars + c.chars - Math.min(a.chars, b.chars, c.chars);
    const cache = createAgentRowCache({ maxChars: budget });
    for (const agent of [a, b, a, c]) {
      expect((await cache.get(database.db, agent.id, agent.version))?.id).toBe(agent.id);
    }
    // b was least recently used when c came in: it went, a (used again) stayed.
    expect(cache.size().rows).toBe(2);
    expect(cache.size().chars).toBe(a.chars + c.chars);
    // A single agent over the whole budget is still served, alone.
    const tiny = createAgentRowCache({ maxChars: 10 });
    expect((await tiny.get(database.db, a.id, a.version))?.knowledge).toBe(a.knowledge);
    expect((await tiny.get(database.db, b.id, b.version))?.knowledge).toBe(b.knowledge);
    expect(tiny.size().rows).toBe(1);
  } finally {
    await database.close();
  }
});
