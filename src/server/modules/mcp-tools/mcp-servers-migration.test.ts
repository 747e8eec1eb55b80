import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, openPglite, type Database } from '../../db/client';
import { findMigrationsDir } from '../../db/migrations-dir';
import { createScratchPostgres, openTestDatabase, testDbKind } from '../../test/test-database';

/**
 * 0022 was written after 0023 (the number had been kept for it): a database that already ran
 * 0023 must still get 0022. Drizzle runs a migration whose journal `when` is later than the
 * last one applied, so 0022 comes after 0023 in the journal, with the later `when`.
 */
function migrationsWithout(tag: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'coachforge-mcp-migrations-'));
  const folder = path.join(work, 'drizzle');
  fs.cpSync(findMigrationsDir(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.tag !== tag);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}

/** A database migrated by a release that had every migration but 0022, then opened as now. */
async function storedWithout0022(): Promise<Database> {
  const older = migrationsWithout('0022_mcp_servers');
  try {
    if (testDbKind === 'pglite') {
      const client = await PGlite.create();
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: older.folder });
      const dump = await client.dumpDataDir();
      await client.close();
      return await openPglite({ loadDataDir: dump });
    }
    const scratch = await createScratchPostgres();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: older.folder });
    } finally {
      await client.end();
    }
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  } finally {
    older.remove();
  }
}

async function tablesOf(database: Database) {
  const result = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_name in ('mcp_servers', 'http_tools') order by table_name`,
  )) as { rows: Array<{ table_name: string }> };
  return result.rows.map((row) => row.table_name);
}

describe('migration 0022 (the console MCP servers)', () => {
  it('makes the table on a fresh database', async () => {
    const database = await openTestDatabase();
    try {
      expect(await tablesOf(database)).toEqual(['http_tools', 'mcp_servers']);
    } finally {
      await database.close();
    }
  });

  it('makes it on a database that already ran 0023', async () => {
    const database = await storedWithout0022();
    try {
      expect(await tablesOf(database)).toEqual(['http_tools', 'mcp_servers']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
