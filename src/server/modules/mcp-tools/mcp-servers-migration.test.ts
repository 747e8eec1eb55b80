import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { storedByOlderRelease } from '../../test/older-migrations';
import { openTestDatabase } from '../../test/test-database';

/**
 * 0022 was written after 0023 (the number had been kept for it): a database that already ran
 * 0023 must still get 0022. Drizzle runs a migration whose journal `when` is later than the
 * last one applied, so 0022 comes after 0023 in the journal, with the later `when`; the release
 * before it had every migration but 0022.
 */
const storedWithout0022 = () =>
  storedByOlderRelease('0022_mcp_servers', async (query) => {
    // The older release had run 0023: that is the case a misplaced journal entry would break.
    const [ran] = await query(`select to_regclass('http_tools')::text as http_tools`);
    expect(ran?.http_tools).toBe('http_tools');
  });

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
