import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../shared/schemas/agent';
import { signUp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartBody } from '../../test/multipart';
import { seededCoach } from '../../test/seeded-coach';
import { deleteExpiredConversations } from './conversation-retention';
import { rowsOf } from '../../db/rows';

let t: TestApp;
let coach: Agent;
beforeAll(async () => {
  t = await buildTestApp();
  coach = await seededCoach(t.app);
});
afterAll(() => t.close());

const PLAN = 'Our round plan: raise $1.5M on SAFEs and hire four engineers in the first quarter.';

/** Sends the plan with a first message, then asks about it in a second one. */
async function askAboutPlanLater(session: string, headers: Record<string, string> = {}) {
  const { payload, headers: multipart } = multipartBody(
    { message: 'Here is our round plan.', session_id: session, agent_id: coach.id },
    [{ name: 'round-plan.txt', type: 'text/plain', data: PLAN }],
  );
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/chat-with-files',
    payload,
    headers: { ...multipart, ...headers },
  });
  expect(first.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: {
      message: 'How many engineers does our plan hire?',
      session_id: session,
      agent_id: coach.id,
    },
  });
}

const keptFiles = async (session: string) =>
  rowsOf<{ name: string }>(
    await t.database.db.execute(sql`
      select f.name from conversation_files f
      join conversations c on c.id = f.conversation_id where c.session_id = ${session}`),
  );

describe('files kept with their conversation', () => {
  it('answers a later message from a file attached earlier', async () => {
    const session = randomUUID();
    const later = await askAboutPlanLater(session);
    expect(later.statusCode).toBe(200);
    expect(later.json().response).toContain('In the file you shared earlier ("round-plan.txt")');
    expect(later.json().response).toContain('hire four engineers');
    expect(await keptFiles(session)).toEqual([{ name: 'round-plan.txt' }]);
  });

  it('are deleted with the conversation, by whoever holds it, and nobody else', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const session = randomUUID();
    const asOwner = { authorization: `Bearer ${owner.accessToken}` };
    expect((await askAboutPlanLater(session, asOwner)).statusCode).toBe(200);

    const url = `/api/conversations/${session}?agent_id=${coach.id}`;
    const refused = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${stranger.accessToken}` },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('not_found');
    expect(await keptFiles(session)).toHaveLength(1);

    const deleted = await t.app.inject({ method: 'DELETE', url, headers: asOwner });
    expect(deleted.statusCode).toBe(204);
    expect(await keptFiles(session)).toEqual([]);
    expect((await t.app.inject({ url, headers: asOwner })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url, headers: asOwner });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a malformed session id with the error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/conversations/%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });

  it('go when the conversation passes its retention period, and not before', async () => {
    const old = randomUUID();
    const recent = randomUUID();
    await askAboutPlanLater(old);
    await askAboutPlanLater(recent);
    await t.database.db.execute(sql`
      update conversations set updated_at = now() - interval '25 months' where session_id = ${old}`);
    expect(await deleteExpiredConversations(t.database.db, 24)).toBe(1);
    expect(await keptFiles(old)).toEqual([]);
    expect(await keptFiles(recent)).toHaveLength(1);
    expect((await t.app.inject(`/api/conversations/${old}?agent_id=${coach.id}`)).statusCode).toBe(
      404,
    );
  });
});
