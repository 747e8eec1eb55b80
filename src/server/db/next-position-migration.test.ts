import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { findMigrationsDir } from './migrations-dir';

const BEFORE = '0005_conversation_next_position';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-migrations-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`: a database stored by an older release. */
function migrationsBefore(tag: string): string {
  const folder = path.join(work, 'drizzle');
  fs.cpSync(findMigrationsDir(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

it('continues stored conversations after their last message', async () => {
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: migrationsBefore(BEFORE) });
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
