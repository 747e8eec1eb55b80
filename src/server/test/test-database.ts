import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPglite, type Database } from '../db/client';

/** Which database this test project runs on; set per project in vitest.config.ts. */
export const testDbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated, empty database for one test file: PGlite loaded from the run's template,
 * or a new database on the Postgres server of TEST_DATABASE_URL, dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    const template = fs.readFileSync(inject('pgliteTemplatePath'));
    return openPglite({ loadDataDir: new Blob([template]) });
  }
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty database on the Postgres server of TEST_DATABASE_URL, for servers the test starts. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `coachforge_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin((admin) => admin.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}
