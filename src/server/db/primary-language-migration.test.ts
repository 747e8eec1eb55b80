import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storedByOlderRelease } from '../test/older-migrations';

it("keeps each stored agent's first language as its primary, and puts every platform coach on the phone", async () => {
  const database = await storedByOlderRelease('0019_agent_primary_language', async (query) => {
    await query(
      `insert into agents (name, description, owner, instruction, knowledge, languages, voice_enabled, seed_key)
       values ('Ticked Portuguese first', 'd', 'o', 'i', 'k', '["pt", "en"]', true, null),
         ('English only', 'd', 'o', 'i', 'k', '["en"]', false, null),
         ('Platform pricing', 'd', 'CoachForge Team', 'i', 'k', '["en"]', false, 'pricing')`,
    );
  });
  try {
    const { rows } = (await database.db.execute(
      sql`select name, primary_language, voice_enabled from agents order by name`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    expect(rows).toEqual([
      { name: 'English only', primary_language: 'en', voice_enabled: false },
      { name: 'Platform pricing', primary_language: 'en', voice_enabled: true },
      { name: 'Ticked Portuguese first', primary_language: 'pt', voice_enabled: true },
    ]);
  } finally {
    await database.close();
  }
}, 60_000);
