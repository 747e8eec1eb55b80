import { stemmer } from 'stemmer';
import { expect } from 'vitest';
import type { ReplyLanguage } from '../detect-language';
import { englishSearchTerms } from './english-search-terms';

/**
 * Asserts the English a search needs is among a question's search terms, compared as the
 * retrieval compares words (Porter stems), so "customer" and "customers" both count.
 */
export function expectSearchTerms(
  question: string,
  language: ReplyLanguage,
  needed: readonly string[],
) {
  const terms = englishSearchTerms(question, language);
  const stems = new Set(
    (terms.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => stemmer(word)),
  );
  const missing = needed.filter((word) => !stems.has(stemmer(word)));
  expect(missing, `search terms: "${terms}"`).toEqual([]);
}
