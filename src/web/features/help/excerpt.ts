import { containsTerm, termsPattern } from './text-match';

/** About two lines of a result: long enough to show a word in its sentence. */
export const EXCERPT_CHARS = 180;
/** How much of the text before the first matched word the excerpt keeps. */
const LEAD_CHARS = 50;

interface Window {
  start: number;
  end: number;
}

/** A window of the match's own line (block), cut at spaces, that keeps the match whole. */
function windowAround(text: string, index: number, length: number): Window {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const lineEnd = text.indexOf('\n', index) === -1 ? text.length : text.indexOf('\n', index);
  let start = Math.max(lineStart, index - LEAD_CHARS);
  if (start > lineStart) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < index ? space + 1 : index;
  }
  let end = Math.min(lineEnd, start + EXCERPT_CHARS);
  if (end < lineEnd) {
    const space = text.lastIndexOf(' ', end);
    end = space > index + length ? space : index + length;
  }
  return { start, end };
}

/**
 * A short passage of `text` showing why it matched: the window holding the most of the
 * terms, the earliest of equals, marked with ellipses where it cuts the block it came from.
 * Empty when no term occurs in the text.
 */
export function excerptAround(text: string, terms: readonly string[]): string {
  let best: (Window & { score: number }) | undefined;
  for (const found of text.matchAll(termsPattern(terms, 'giu'))) {
    const window = windowAround(text, found.index, found[0].length);
    const passage = text.slice(window.start, window.end);
    const score = terms.filter((term) => containsTerm(passage, term)).length;
    if (!best || score > best.score) best = { ...window, score };
  }
  if (!best) return '';
  const before = best.start > 0 && text[best.start - 1] !== '\n' ? '…' : '';
  const after = best.end < text.length && text[best.end] !== '\n' ? '…' : '';
  return `${before}${text.slice(best.start, best.end).trim()}${after}`;
}
