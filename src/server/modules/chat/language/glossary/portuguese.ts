import { PORTUGUESE_PHRASES } from './portuguese-phrases';
import { PORTUGUESE_WORDS } from './portuguese-words';

/**
 * Portuguese (Brazil and Portugal) startup vocabulary → the English words the seeded
 * knowledge uses for it (its most frequent terms, listed by scripts/knowledge-vocabulary.ts).
 * Keys are words or phrases, accents optional when matched; a key ending in '*' matches any
 * word that starts with it (verb forms: contratar, contratamos, contratação).
 */
export const PORTUGUESE_TERMS: Readonly<Record<string, string>> = {
  ...PORTUGUESE_WORDS,
  ...PORTUGUESE_PHRASES,
};
