import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { keyScope, userScope, visitorScope } from '../modules/chat/conversation-access';
import { buildTestApp } from '../test/build-test-app';
import { storedByOlderRelease } from '../test/older-migrations';
import { rowsOf } from './rows';

it('gives every stored conversation its scope, and a visitor’s old session continues', async () => {
  const ids: Record<string, string> = {};
  const database = await storedByOlderRelease('0015_conversation_scope', async (query) => {
    await query(`insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com')`);
    const [agent] = await query(
      `insert into agents (name, description, owner, instruction, knowledge, status, mode)
       values ('Coach', 'd', 'CoachForge Team', 'i', 'k', 'active', 'PUBLIC') returning id`,
    );
    ids.agent = agent!.id!;
    const [key] = await query(
      `insert into api_keys (agent_id, name, key_type, key_prefix, lookup, secret_hash)
       values ($1, 'Server', 'live', 'cf_live_', 'lookup-1', 'hash') returning id`,
      [ids.agent],
    );
    ids.key = key!.id!;
    await query(
      `insert into conversations (session_id, agent_id, owner_id, api_key_id, channel, next_position)
       values ('order-0001', $1, null, null, 'app', 2), ('mine-0001', $1, 'u1', null, 'app', 0),
         ('keyed-0001', $1, null, $2, 'api', 0), ('widget-0001', $1, null, $2, 'widget', 0),
         ('key-gone-0001', $1, null, null, 'api', 0)`,
      [ids.agent, ids.key],
    );
    await query(
      `insert into messages (conversation_id, position, role, content)
       select id, p, case p when 0 then 'user' else 'coach' end,
         case p when 0 then 'How do I price?' else 'From the value.' end
       from conversations, (values (0), (1)) v(p) where session_id = 'order-0001'`,
    );
  });
  const t = await buildTestApp({ database, env: { SEED_AGENTS: 'false' } });
  try {
    const stored = await t.app.db.execute(sql`select session_id, scope from conversations`);
    const scopes = Object.fromEntries(
      rowsOf<{ session_id: string; scope: string }>(stored).map((row) => [
        row.session_id,
        row.scope,
      ]),
    );
    expect(scopes).toMatchObject({
      'order-0001': visitorScope(ids.agent!),
      'mine-0001': userScope('u1'),
      'keyed-0001': keyScope(ids.key!),
      'widget-0001': keyScope(ids.key!),
    });
    // A key conversation whose key row is gone belongs to nobody, not to the visitors.
    expect(Object.values(scopes).filter((scope) => scope === scopes['key-gone-0001'])).toHaveLength(
      1,
    );
    expect(scopes['key-gone-0001']).not.toMatch(/^(visitor|user|key):/);

    const next = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'And for enterprises?', session_id: 'order-0001', agent_id: ids.agent },
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().message_index).toBe(3);
    const history = await t.app.inject(`/api/conversations/order-0001?agent_id=${ids.agent}`);
    expect(history.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'How do I price?',
      'From the value.',
      'And for enterprises?',
      next.json().response,
    ]);
    // The old single-id unique key is gone: a visitor may now use the person's id.
    const visitorsOwn = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Hello', session_id: 'mine-0001', agent_id: ids.agent },
    });
    expect(visitorsOwn.json().message_index).toBe(1);
  } finally {
    await t.close();
  }
}, 120_000); // migrating a fresh database twice: seconds when idle, many on a busy machine
