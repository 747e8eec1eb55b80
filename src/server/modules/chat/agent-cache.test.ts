import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agents } from '../../db/schema';
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
/** A new agent of Ada's that knows `knowledge`; its id. */
async function createAgent(knowledge: string): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/agents',
    headers: bearer(ada.accessToken),
    payload: agentInput(knowledge),
  });
  return created.json().id as string;
}
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
  const id = await createAgent('The zebra project launches in March with three pilot customers.');
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

it('answers from knowledge another process wrote straight into the database', async () => {
  const id = await createAgent('The otter project launches in May.');
  expect(await ask(id, 'When does the otter project launch?')).toContain('May');
  // Same updated_at, same length: only the row version tells the two texts apart.
  const [row] = await t.database.db.select().from(agents).where(eq(agents.id, id));
  await t.database.db
    .update(agents)
    .set({ knowledge: 'The otter project launches in Jun.', updatedAt: row!.updatedAt })
    .where(eq(agents.id, id));
  expect(await ask(id, 'When does the otter project launch?')).toContain('Jun');
});
