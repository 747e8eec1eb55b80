import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, openPglite, type Database } from '../db/client';
import { findMigrationsDir } from '../db/migrations-dir';
import { createScratchPostgres, testDbKind } from './test-database';

/**
 * The migrations folder as it was before `tag`: migrating with it gives a database stored by
 * an older release, on which a migration test then runs the rest. Each call gets its own copy.
 */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-migrations-'));
  const folder = path.join(work, 'drizzle');
  fs.cpSync(findMigrationsDir(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`No migration ${tag} after the first in the journal`);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}

export type OlderQuery = (
  text: string,
  params?: unknown[],
) => Promise<Array<Record<string, string>>>;

/**
 * A database as the release before `tag` stored it, filled by `fill`, then opened (and so
 * migrated) the way the server opens it: PGlite from a dump of its data directory, or a
 * Postgres database of its own, dropped on close.
 */
export async function storedByOlderRelease(
  tag: string,
  fill: (query: OlderQuery) => Promise<void>,
): Promise<Database> {
  const older = migrationsBefore(tag);
  try {
    if (testDbKind === 'pglite') {
      const client = await PGlite.create();
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: older.folder });
      // Without parameters, a script of several statements, as Postgres's simple query runs it.
      await fill(async (text, params) =>
        params
          ? (await client.query<Record<string, string>>(text, params)).rows
          : (((await client.exec(text)).at(-1)?.rows ?? []) as Array<Record<string, string>>),
      );
      const dump = await client.dumpDataDir();
      await client.close();
      return await openPglite({ loadDataDir: dump });
    }
    const scratch = await createScratchPostgres();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: older.folder });
      await fill(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    return {
      ...database,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  } finally {
    older.remove();
  }
}
