import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, type AgentRow } from '../../db/schema';

/**
 * Agents' full rows (instruction and knowledge, up to 1 MB) kept between chat turns, keyed by
 * id and checked against the row version each turn reads anyway (Postgres' `xmin`, which every
 * write of the row changes, unlike a millisecond `updated_at`): a turn ships a few bytes
 * instead of the knowledge, and an edited agent is read afresh on its next turn, by every
 * process alike. The least recently used entries go first beyond `maxEntries` rows or
 * `maxChars` characters of instruction and knowledge (200 agents of 1 MB would be 200 MB).
 */
export function createAgentRowCache({ maxEntries = 200, maxChars = 16_000_000 } = {}) {
  const rows = new Map<string, { version: string; row: AgentRow; chars: number }>();
  let totalChars = 0;
  const forget = (id: string) => {
    totalChars -= rows.get(id)?.chars ?? 0;
    rows.delete(id);
  };

  async function load(db: Db, id: string) {
    const [found] = await db
      .select({ row: getTableColumns(agents), version: sql<string>`${agents}.xmin::text` })
      .from(agents)
      .where(eq(agents.id, id));
    return found;
  }

  return {
    /** How many rows and characters are kept: for tests and diagnostics. */
    size: () => ({ rows: rows.size, chars: totalChars }),
    /** The agent's row as of `version` (its `xmin` as text); undefined if it is gone. */
    async get(db: Db, id: string, version: string): Promise<AgentRow | undefined> {
      const cached = rows.get(id);
      if (cached?.version === version) {
        // Most recently used last: a Map iterates in insertion order.
        rows.delete(id);
        rows.set(id, cached);
        return cached.row;
      }
      const found = await load(db, id);
      if (!found) return undefined;
      forget(id);
      const chars = found.row.instruction.length + found.row.knowledge.length;
      rows.set(id, { ...found, chars });
      totalChars += chars;
      for (const oldest of rows.keys()) {
        if (rows.size <= maxEntries && totalChars <= maxChars) break;
        if (oldest === id) break; // one agent over the budget is still served
        forget(oldest);
      }
      return found.row;
    },
  };
}

export type AgentRowCache = ReturnType<typeof createAgentRowCache>;
