import { buildIndex, type Bm25Index } from './bm25';
import { splitPassages, type Passage, type PassageSource } from './passages';

export interface IndexedAgent {
  id: string;
  knowledge: string;
  updatedAt: Date;
}

export interface KnowledgeIndex {
  index: Bm25Index;
  /** Topic phrases ("Runway", "Dilution") that open knowledge paragraphs. */
  topics: string[];
}

export function toPassages(texts: Array<{ source: PassageSource; text: string }>): Passage[] {
  let id = 0;
  return texts.flatMap(({ source, text }) =>
    splitPassages(text).map((passage) => ({ id: id++, source, text: passage })),
  );
}

function topicsOf(knowledge: string): string[] {
  return [...knowledge.matchAll(/(?:^|\n\s*\n)\s*([A-Z][^.:\n]{2,40}):/g)].map((m) =>
    m[1]!.trim().toLowerCase(),
  );
}

/**
 * Knowledge indexes kept per agent version (id + updated_at + length), least recently used
 * dropped first: a reply costs a search, not a re-index, and an edited agent is re-indexed.
 */
export function createKnowledgeIndexCache(capacity = 64) {
  const entries = new Map<string, KnowledgeIndex>();
  return {
    get(agent: IndexedAgent): KnowledgeIndex {
      const key = `${agent.id}:${agent.updatedAt.getTime()}:${agent.knowledge.length}`;
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key); // re-inserted below: most recently used last
      } else {
        entry = {
          index: buildIndex(toPassages([{ source: { kind: 'knowledge' }, text: agent.knowledge }])),
          topics: topicsOf(agent.knowledge),
        };
        if (entries.size >= capacity) entries.delete(entries.keys().next().value as string);
      }
      entries.set(key, entry);
      return entry;
    },
  };
}
