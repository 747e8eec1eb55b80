import type { Bm25Index } from '../retrieval/bm25';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';

/** Shorter words of another language meet English ones by chance ("para", "mes"). */
const MIN_LETTERS = 5;

/**
 * The words of a message in another language that the knowledge itself uses: English terms
 * founders keep ("onboarding", "pipeline", "freemium") and shared words ("capital", "total")
 * the glossary need not list. They join the search as they are.
 */
export function wordsTheKnowledgeKnows(message: string, knowledge: Bm25Index): string {
  const words = message.match(/\p{L}+/gu) ?? [];
  const known = words.filter((word) => {
    if (word.length < MIN_LETTERS) return false;
    const [term] = tokenize(word);
    return term !== undefined && !GENERIC_TERMS.has(term) && knowledge.postings.has(term);
  });
  return [...new Set(known.map((word) => word.toLowerCase()))].join(' ');
}
