const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a search term may match: at the start of a word ("pla" finds "plans", not "explain"). */
const WORD_START = '(?<![\\p{L}\\p{N}])';

/** The words of a query, lower-cased, without duplicates or the punctuation around them. */
export function searchTerms(query: string): string[] {
  const words = query
    .toLocaleLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return [...new Set(words)];
}

/** Finds any of the terms at a word start, ignoring case; longer terms win where both fit. */
export function termsPattern(terms: readonly string[], flags = 'iu'): RegExp {
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`${WORD_START}(?:${alternatives.join('|')})`, flags);
}

export const containsTerm = (text: string, term: string) => termsPattern([term]).test(text);

export interface TextSegment {
  text: string;
  /** This piece is one of the searched words. */
  match: boolean;
}

/** The text cut into pieces, the matched words marked, for drawing them highlighted. */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  if (terms.length === 0) return [{ text, match: false }];
  const segments: TextSegment[] = [];
  let at = 0;
  for (const found of text.matchAll(termsPattern(terms, 'giu'))) {
    if (found.index > at) segments.push({ text: text.slice(at, found.index), match: false });
    segments.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
