import { PGlite } from '@electric-sql/pglite';
import { hashPassword } from 'better-auth/crypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrationsBefore } from '../test/older-migrations';
import { TEST_AUTH_SECRET } from '../test/test-auth-secret';
import { createScratchPostgres, testDbKind } from '../test/test-database';
import { openDatabase, openPglite, type Database } from './client';

const older = migrationsBefore('0016_verified_existing_accounts');
const cleanups: Array<() => Promise<void> | void> = [() => older.remove()];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** What the release before stored for a password account: never asked to confirm its e-mail. */
const accountBefore = async () => `
  insert into "user" (id, name, email) values ('u1', '', 'before@example.com');
  insert into account (id, account_id, provider_id, user_id, password)
    values ('a1', 'u1', 'credential', 'u1', '${await hashPassword('from-before-1')}');
`;

/** A database as the release before left it, then opened (and so migrated) by this one. */
async function databaseFromBefore(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const client = await PGlite.create();
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: older.folder });
    await client.exec(await accountBefore());
    const dump = await client.dumpDataDir();
    await client.close();
    return openPglite({ loadDataDir: dump });
  }
  const scratch = await createScratchPostgres();
  cleanups.push(() => scratch.drop());
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: older.folder });
  await client.query(await accountBefore());
  await client.end();
  return openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
}

it('lets an account made before e-mail confirmation sign in as before', async () => {
  const database = await databaseFromBefore();
  cleanups.push(() => database.close());
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_AGENTS: 'false',
      REQUIRE_EMAIL_VERIFICATION: 'true',
      ...(testDbKind === 'postgres' ? { AUTH_SECRET: TEST_AUTH_SECRET } : {}),
    }),
    { database },
  );
  cleanups.push(() => app.close());

  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'before@example.com', password: 'from-before-1' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['set-auth-token']).toBeTruthy();
}, 120_000);
