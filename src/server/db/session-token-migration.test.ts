import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer } from '../test/accounts';
import { migrationsBefore } from '../test/older-migrations';
import { TEST_AUTH_SECRET } from '../test/test-auth-secret';
import { createScratchPostgres, testDbKind } from '../test/test-database';
import { session } from './auth-schema';
import { openDatabase, openPglite, type Database } from './client';

const older = migrationsBefore('0014_hash_session_tokens');
const cleanups: Array<() => Promise<void> | void> = [() => older.remove()];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** What the release before stored for a signed-in person: the session token as it is. */
const SIGNED_IN = `
  insert into "user" (id, name, email) values ('u1', '', 'before@example.com');
  insert into session (id, token, user_id, expires_at)
    values ('s1', 'PlainTokenFromTheReleaseBefore01', 'u1', now() + interval '7 days');
`;

/** A database as the release before left it, then opened (and so migrated) by this one. */
async function databaseFromBefore(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const client = await PGlite.create();
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: older.folder });
    await client.exec(SIGNED_IN);
    const dump = await client.dumpDataDir();
    await client.close();
    return openPglite({ loadDataDir: dump });
  }
  const scratch = await createScratchPostgres();
  cleanups.push(() => scratch.drop());
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: older.folder });
  await client.query(SIGNED_IN);
  await client.end();
  return openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
}

it('keeps a session made before tokens were hashed, and stores only its hash', async () => {
  const database = await databaseFromBefore();
  cleanups.push(() => database.close());
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_AGENTS: 'false',
      ...(testDbKind === 'postgres' ? { AUTH_SECRET: TEST_AUTH_SECRET } : {}),
    }),
    { database },
  );
  cleanups.push(() => app.close());

  expect(await database.db.select({ token: session.token }).from(session)).toEqual([
    // SHA-256 of the token, hex: what the code looks it up by.
    { token: 'ea98f26750bc36c7539d71a7f79f08d393608694072b9984c435893c427454d8' },
  ]);

  const token = await app.inject({
    url: '/api/auth/token',
    headers: bearer('PlainTokenFromTheReleaseBefore01'),
  });
  expect(token.statusCode).toBe(200);
  const found = await app.inject({
    url: '/api/auth/get-session',
    headers: bearer('PlainTokenFromTheReleaseBefore01'),
  });
  expect(found.json().user.email).toBe('before@example.com');
}, 120_000);
