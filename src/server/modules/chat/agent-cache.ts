import { eq, getTableColumns, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { agents, type AgentRow } from '../../db/schema';
import { buildKnowledgeIndex, type KnowledgeIndex } from './retrieval/knowledge-index';

/** An agent as chat turns use it: its row and, built on first need, its knowledge index. */
export interface ChatAgent {
  row: AgentRow;
  knowledgeIndex(): KnowledgeIndex;
}

interface Entry {
  /** Postgres' `xmin` of the row: every write of the row changes it. */
  version: string;
  agent: ChatAgent;
}

function entryOf(row: AgentRow, version: string): Entry {
  let index: KnowledgeIndex | undefined;
  return {
    version,
    agent: { row, knowledgeIndex: () => (index ??= buildKnowledgeIndex(row.knowledge)) },
  };
}

/**
 * Agents' full rows (instruction and knowledge, up to 1 MB) and knowledge indexes, kept
 * between chat turns under one key: the agent's id and row version, which each turn reads
 * anyway. A turn ships a few bytes instead of the knowledge and searches instead of
 * re-indexing; an edited agent is read afresh on its next turn, by every process alike. The
 * least recently used go first beyond `maxEntries` agents or `maxChars` characters.
 */
export function createAgentCache({ maxEntries = 200, maxChars = 16_000_000 } = {}) {
  const cache = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxChars,
    // One agent over the whole budget is still served, just not kept.
    sizeCalculation: ({ agent: { row } }) =>
      Math.max(1, row.instruction.length + row.knowledge.length),
  });

  async function load(db: Db, id: string): Promise<Entry | undefined> {
    const [found] = await db
      .select({ row: getTableColumns(agents), version: sql<string>`${agents}.xmin::text` })
      .from(agents)
      .where(eq(agents.id, id));
    if (!found) {
      cache.delete(id);
      return undefined;
    }
    const entry = entryOf(found.row, found.version);
    cache.set(id, entry);
    return entry;
  }

  return {
    /** The agent as of `version` (its `xmin` as text); undefined if it is gone. */
    async get(db: Db, id: string, version: string): Promise<ChatAgent | undefined> {
      const cached = cache.get(id);
      if (cached?.version === version) return cached.agent;
      return (await load(db, id))?.agent;
    },
    /** Reads the agent as it is now and indexes its knowledge, before anyone asks it anything. */
    async warm(db: Db, id: string): Promise<void> {
      (await load(db, id))?.agent.knowledgeIndex();
    },
  };
}

export type AgentCache = ReturnType<typeof createAgentCache>;
