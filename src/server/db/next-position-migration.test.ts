import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsBefore } from '../test/older-migrations';
import { findMigrationsDir } from './migrations-dir';

const older = migrationsBefore('0005_conversation_next_position');
afterAll(() => older.remove());

it('continues stored conversations after their last message', async () => {
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: older.folder });
  const agent = await client.query<{ id: string }>(
    `insert into agents (name, description, owner, instruction, knowledge)
     values ('Coach', 'd', 'o', 'i', 'k') returning id`,
  );
  const agentId = agent.rows[0]?.id;
  const started = await client.query<{ id: string }>(
    `insert into conversations (session_id, agent_id) values ('talked', $1), ('empty', $1)
     returning id`,
    [agentId],
  );
  const talked = started.rows[0]?.id;
  for (const position of [0, 1, 2, 3]) {
    await client.query(
      `insert into messages (conversation_id, position, role, content) values ($1, $2, $3, 'x')`,
      [talked, position, position % 2 ? 'coach' : 'user'],
    );
  }

  await migrate(db, { migrationsFolder: findMigrationsDir() });

  const next = await client.query<{ session_id: string; next_position: number }>(
    'select session_id, next_position from conversations order by session_id',
  );
  expect(next.rows).toEqual([
    { session_id: 'empty', next_position: 0 },
    { session_id: 'talked', next_position: 4 },
  ]);
  await client.close();
}, 60_000); // a fresh PGlite migrated twice: seconds on an idle machine, many on a busy one
