import type { Passage } from './passages';
import { GENERIC_TERMS, tokenize } from './tokenize';

const K1 = 1.2;
const B = 0.75;

export interface Bm25Index {
  passages: Passage[];
  /** term -> [passage position, term frequency] pairs */
  postings: Map<string, Array<[number, number]>>;
  lengths: number[];
  averageLength: number;
}

export function buildIndex(passages: Passage[]): Bm25Index {
  const postings = new Map<string, Array<[number, number]>>();
  const lengths: number[] = [];
  passages.forEach((passage, position) => {
    const counts = new Map<string, number>();
    const tokens = tokenize(passage.text);
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const [term, frequency] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([position, frequency]);
    }
    lengths.push(tokens.length);
  });
  const total = lengths.reduce((sum, n) => sum + n, 0);
  return { passages, postings, lengths, averageLength: total / Math.max(1, passages.length) };
}

export interface ScoredPassage {
  passage: Passage;
  score: number;
}

/** Okapi BM25. Ties break by position, so the same input always ranks the same way. */
export function search(index: Bm25Index, query: string, limit: number): ScoredPassage[] {
  const n = index.passages.length;
  const scores = new Map<number, number>();
  const terms = new Set(tokenize(query, (term) => index.postings.has(term)));
  // "How many slides": "many" asks for a figure, it names no topic. Alone, it is all there is.
  const topical = [...terms].filter((term) => !GENERIC_TERMS.has(term));
  for (const term of topical.length > 0 ? topical : terms) {
    const list = index.postings.get(term);
    if (!list) continue;
    const idf = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    for (const [position, frequency] of list) {
      const norm = 1 - B + (B * (index.lengths[position] ?? 0)) / (index.averageLength || 1);
      const score = (idf * frequency * (K1 + 1)) / (frequency + K1 * norm);
      scores.set(position, (scores.get(position) ?? 0) + score);
    }
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([position, score]) => ({ passage: index.passages[position]!, score }));
}
