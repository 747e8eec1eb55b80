import type { Bm25Index, ScoredPassage } from './bm25';
import { GENERIC_TERMS, tokenize } from './tokenize';

/** "The ask: State how much…": a passage's topic label, as knowledge paragraphs open. */
const LABEL = /^([A-Z0-9][^.:\n]{1,40}):\s/;

/** Each passage's label terms, worked out once per index. */
const labelTerms = new WeakMap<Bm25Index, string[][]>();

function labelsOf(index: Bm25Index): string[][] {
  let labels = labelTerms.get(index);
  if (!labels) {
    labels = index.passages.map((passage) => {
      const label = LABEL.exec(passage.text)?.[1] ?? '';
      return tokenize(label).filter((term) => !GENERIC_TERMS.has(term));
    });
    labelTerms.set(index, labels);
  }
  return labels;
}

/**
 * The passages whose topic the question names in full ("what goes on the ask slide?" names
 * "The ask"), whatever their other words: BM25 alone may rank passages that repeat "slide"
 * above the one the question is about.
 */
export function namedTopics(index: Bm25Index, query: string): ScoredPassage[] {
  const asked = new Set(tokenize(query, (term) => index.postings.has(term)));
  const labels = labelsOf(index);
  return index.passages
    .filter((_, i) => {
      const terms = labels[i]!;
      return terms.length > 0 && terms.every((term) => asked.has(term));
    })
    .map((passage) => ({ passage, score: 0 }));
}
