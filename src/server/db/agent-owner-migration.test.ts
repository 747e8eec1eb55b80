import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsBefore } from '../test/older-migrations';
import { findMigrationsDir } from './migrations-dir';

const older = migrationsBefore('0008_agent_owner_without_email');
afterAll(() => older.remove());

it('forgets the e-mails stored as the creator of people’s agents', async () => {
  const client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: older.folder });
  await client.query(`insert into "user" (id, name, email) values ('u1', '', 'pat@example.com')`);
  await client.query(
    `insert into agents (name, description, owner, owner_id, instruction, knowledge)
     values ('Pat''s coach', 'd', 'pat@example.com', 'u1', 'i', 'k'),
            ('Platform coach', 'd', 'CoachForge Team', null, 'i', 'k')`,
  );

  await migrate(db, { migrationsFolder: findMigrationsDir() });

  const owners = await client.query<{ name: string; owner: string }>(
    'select name, owner from agents order by name',
  );
  expect(owners.rows).toEqual([
    { name: "Pat's coach", owner: '' },
    { name: 'Platform coach', owner: 'CoachForge Team' },
  ]);
  await client.close();
}, 60_000); // a fresh PGlite migrated twice: seconds on an idle machine, many on a busy one
