import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { agents } from '../../../db/schema';
import type { SpeechLanguage } from '../../voice';

/**
 * Voice agents with a language the recogniser cannot understand: calls in it are refused
 * (call-language.ts), so the console names them. Filtered by the database (jsonb `<@`), so
 * only the agents concerned are read, whoever owns them.
 */
export async function unservedAgents(db: Db, served: readonly SpeechLanguage[]) {
  const rows = await db
    .select({ id: agents.id, name: agents.name, languages: agents.languages })
    .from(agents)
    .where(
      and(
        eq(agents.voiceEnabled, true),
        sql`not (${agents.languages} <@ ${JSON.stringify(served)}::jsonb)`,
      ),
    )
    .orderBy(asc(agents.name), asc(agents.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    languages: row.languages.filter((language) => !served.includes(language)),
  }));
}
