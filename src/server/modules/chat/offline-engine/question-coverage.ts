import type { Bm25Index, ScoredPassage } from '../retrieval/bm25';
import { withoutLinks } from '../retrieval/retrieval-query';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';

/** Below this share of the question's weight, the best passage is about something else. */
export const MIN_COVERAGE = 0.3;
/** How many of the best passages are read together to judge coverage. */
const COVERING_HITS = 2;

export function idfOf(index: Bm25Index, term: string): number | null {
  const df = index.postings.get(term)?.length;
  if (!df) return null;
  return Math.log(1 + (index.passages.length - df + 0.5) / (df + 0.5));
}

/** Words of courtesy and chat that say nothing of the question ("hey, quick one: …"). */
const FILLER = new Set(
  // "founder startup company business" name every founder's situation and no topic.
  // Units ("$29 a month") measure a figure and name no topic either.
  'hey hiya quick wonder wondering curious btw asap folks guys pls thx cheers sorry bother founder startup company business per day days week weeks month months year years'
    .split(' ')
    .flatMap((word) => tokenize(word)),
);
/** A figure ("29", "2026") is the founder's own: it says nothing of the topic. */
const contentTerms = (text: string, known?: (term: string) => boolean) =>
  [...new Set(tokenize(text, known))].filter(
    (t) => !GENERIC_TERMS.has(t) && !FILLER.has(t) && !/^\d+$/.test(t),
  );
/** Where a preamble ends and the question starts: "…team meeting: could you tell me …". */
const PREAMBLE_END = /[:—]|\b(?:could|can|would) you\b|\bi was wondering\b|\bdo you know\b/gi;
/** The message from each point a preamble ends: the question without the chat before it. */
const clausesOf = (text: string) =>
  [...text.matchAll(PREAMBLE_END)].map((m) => text.slice(m.index + m[0].length));

/** Words of the question that no passage has ("bitcoin", "visa"), as typed, at most three. */
export function unknownWords(question: string, known: (term: string) => boolean): string[] {
  const words = withoutLinks(question).match(/\p{L}[\p{L}'-]{3,}/gu) ?? [];
  const unknown = words.filter((word) => {
    const [term] = contentTerms(word, known);
    return term !== undefined && tokenize(word).length === 1 && !known(term);
  });
  return [...new Set(unknown.map((word) => word.toLowerCase()))].slice(0, 3);
}

/**
 * How much of a text the knowledge speaks to (0-1), judged on its best passages: the best of
 * the whole and its clauses, so "quick question from our meeting: what is the launch code?"
 * is judged by its question. Everyday and filler words ("good", "hey") do not count; a word
 * of the agent's own subject (its name, its topics) covers the text outright.
 */
export function coverageJudge(options: {
  weight: (term: string) => number;
  subject: ReadonlySet<string>;
  known: (term: string) => boolean;
}): (text: string, hits: ScoredPassage[]) => number {
  const { weight, subject, known } = options;
  return (text, hits) => {
    if (hits.length === 0) return 0;
    // The best passages together: "Delaware or my home country?" may be answered by two.
    const passages = hits.slice(0, COVERING_HITS).map((h) => new Set(tokenize(h.passage.text)));
    const present = (t: string) => passages.some((terms) => terms.has(t));
    const shareOf = (clause: string) => {
      const terms = contentTerms(clause, known);
      if (terms.length === 0) return 0;
      if (terms.some((t) => subject.has(t))) return 1;
      const total = terms.reduce((sum, t) => sum + weight(t), 0);
      const share = terms.filter(present).reduce((sum, t) => sum + weight(t), 0) / total;
      // A weak match counts only when two of its words meet in one passage: "champions" in
      // a sales passage and "year" in another do not make a football question covered.
      const together = passages.some((words) => terms.filter((t) => words.has(t)).length >= 2);
      return share >= MIN_COVERAGE || together ? share : 0;
    };
    // A tail of one word says too little to stand for the question.
    const clauses = clausesOf(text).filter((clause) => contentTerms(clause, known).length >= 2);
    return Math.max(shareOf(text), ...clauses.map(shareOf));
  };
}
