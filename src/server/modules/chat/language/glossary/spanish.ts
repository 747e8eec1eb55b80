import { SPANISH_PHRASES } from './spanish-phrases';
import { SPANISH_WORDS } from './spanish-words';

/**
 * Spanish (Spain and Latin America) startup vocabulary → the English words the seeded
 * knowledge uses for it (its most frequent terms, listed by scripts/knowledge-vocabulary.ts).
 * Keys are words or phrases, accents optional when matched; a key ending in '*' matches any
 * word that starts with it (verb forms: contratar, contratamos, contratación).
 */
export const SPANISH_TERMS: Readonly<Record<string, string>> = {
  ...SPANISH_WORDS,
  ...SPANISH_PHRASES,
};
