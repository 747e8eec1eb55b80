import { foldWord, plainWords, type GlossaryLanguage } from './fold';

/** A word key ending in '*' matches words that start with the rest (a verb's stem). */
const STEM_MARK = '*';
/** Shorter stems would catch unrelated words ("ret" in "retrato"). */
export const MIN_STEM_LENGTH = 4;

export interface GlossaryLookup {
  /** Folded words of a key, joined by one space → English words. */
  readonly phrases: ReadonlyMap<string, string>;
  /** Accent-free stem → English words. */
  readonly stems: ReadonlyMap<string, string>;
  /** Folded first words of keys of two words or more: only these start a longer match. */
  readonly phraseStarts: ReadonlySet<string>;
  readonly longestPhrase: number;
  readonly longestStem: number;
}

/** The maps one language's glossary is matched with; the first record wins on a shared key. */
export function buildLookup(
  language: GlossaryLanguage,
  records: readonly Readonly<Record<string, string>>[],
): GlossaryLookup {
  const phrases = new Map<string, string>();
  const stems = new Map<string, string>();
  const phraseStarts = new Set<string>();
  let longestPhrase = 1;
  let longestStem = 0;
  for (const record of records) {
    for (const [key, english] of Object.entries(record)) {
      const words = plainWords(key);
      const [first] = words;
      if (first === undefined) continue;
      if (key.endsWith(STEM_MARK) && words.length === 1) {
        if (!stems.has(first)) stems.set(first, english);
        longestStem = Math.max(longestStem, first.length);
        continue;
      }
      const foldedWords = words.map((word) => foldWord(word, language));
      const folded = foldedWords.join(' ');
      if (!phrases.has(folded)) phrases.set(folded, english);
      if (words.length > 1) phraseStarts.add(foldWord(first, language));
      longestPhrase = Math.max(longestPhrase, words.length);
    }
  }
  return { phrases, stems, phraseStarts, longestPhrase, longestStem };
}
