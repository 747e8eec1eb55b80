import { FRENCH_PHRASES } from './french-phrases';
import { FRENCH_WORDS } from './french-words';

/**
 * French startup vocabulary → the English words the seeded
 * knowledge uses for it (its most frequent terms, listed by scripts/knowledge-vocabulary.ts).
 * Keys are words or phrases, accents optional when matched; a key ending in '*' matches any
 * word that starts with it (verb forms: embaucher, embauchons, embauché).
 */
export const FRENCH_TERMS: Readonly<Record<string, string>> = {
  ...FRENCH_WORDS,
  ...FRENCH_PHRASES,
};
