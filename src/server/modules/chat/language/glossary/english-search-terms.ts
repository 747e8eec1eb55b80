import type { ReplyLanguage } from '../detect-language';
import { foldWord, plainWords, type GlossaryLanguage } from './fold';
import { FRENCH_TERMS } from './french';
import { LOANWORDS } from './loanwords';
import { buildLookup, MIN_STEM_LENGTH, type GlossaryLookup } from './lookup';
import { PORTUGUESE_TERMS } from './portuguese';
import { SPANISH_TERMS } from './spanish';

// Built once at load: a message is then a few map look-ups per word.
const LOOKUPS: Record<GlossaryLanguage, GlossaryLookup> = {
  pt: buildLookup('pt', [PORTUGUESE_TERMS, LOANWORDS]),
  es: buildLookup('es', [SPANISH_TERMS, LOANWORDS]),
  fr: buildLookup('fr', [FRENCH_TERMS, LOANWORDS]),
};

/** The English for a word by the longest glossary stem it starts with (a verb form). */
function stemMatch(word: string, lookup: GlossaryLookup): string | undefined {
  for (
    let length = Math.min(word.length, lookup.longestStem);
    length >= MIN_STEM_LENGTH;
    length--
  ) {
    const english = lookup.stems.get(word.slice(0, length));
    if (english !== undefined) return english;
  }
  return undefined;
}

/** English words for the startup vocabulary in a pt/es/fr text, for searching English knowledge ('' for en). */
export function englishSearchTerms(text: string, language: ReplyLanguage): string {
  if (language === 'en') return '';
  const lookup = LOOKUPS[language];
  const words = plainWords(text);
  const folded = words.map((word) => foldWord(word, language));
  const found: string[] = [];
  let next = 0;
  for (const [index, word] of words.entries()) {
    if (index < next) continue; // inside a phrase already read
    let matched = 0;
    // Longest phrase first: "fluxo de caixa" is cash flow, not flow + cash.
    const longest = lookup.phraseStarts.has(folded[index] ?? '') ? lookup.longestPhrase : 1;
    for (let size = Math.min(longest, words.length - index); size >= 1; size--) {
      const english = lookup.phrases.get(folded.slice(index, index + size).join(' '));
      if (english !== undefined) {
        found.push(english);
        matched = size;
        break;
      }
    }
    if (matched === 0) {
      const english = stemMatch(word, lookup);
      if (english !== undefined) found.push(english);
      matched = 1;
    }
    next = index + matched;
  }
  return [...new Set(found.join(' ').split(' '))].filter(Boolean).join(' ');
}
