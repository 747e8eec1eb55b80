import { buildIndex, type Bm25Index } from './bm25';
import { splitPassages, type Passage, type PassageSource } from './passages';

export interface KnowledgeIndex {
  index: Bm25Index;
  /** Topic phrases ("Runway", "Dilution") that open knowledge paragraphs. */
  topics: string[];
}

/**
 * Passages of several texts, numbered across them all, each knowing where it came from. A
 * text already split (an attached file, on a reading thread) brings its `passages`.
 */
export function toPassages(
  texts: Array<{ source: PassageSource; text: string; passages?: string[] }>,
): Passage[] {
  let id = 0;
  return texts.flatMap(({ source, text, passages }) =>
    (passages ?? splitPassages(text)).map((passage) => ({ id: id++, source, text: passage })),
  );
}

function topicsOf(knowledge: string): string[] {
  return [...knowledge.matchAll(/(?:^|\n\s*\n)\s*([A-Z][^.:\n]{2,40}):/g)].map((m) =>
    m[1]!.trim().toLowerCase(),
  );
}

/** The searchable form of an agent's knowledge (kept per agent version by the agent cache). */
export function buildKnowledgeIndex(knowledge: string): KnowledgeIndex {
  return {
    index: buildIndex(toPassages([{ source: { kind: 'knowledge' }, text: knowledge }])),
    topics: topicsOf(knowledge),
  };
}
