import { splitSentences } from './sentences';

export type PassageSource =
  | { kind: 'knowledge' }
  | { kind: 'file'; name: string; earlier?: boolean }
  | { kind: 'conversation'; role: 'user' | 'coach' }
  | { kind: 'page'; title: string; url: string }
  | { kind: 'video'; title: string; url: string };

export interface Passage {
  id: number;
  source: PassageSource;
  text: string;
}

/** Paragraphs longer than this many words are cut into overlapping sentence windows. */
const MAX_WORDS = 120;

/**
 * Splits a text into passages: one per paragraph (blank-line separated), and long paragraphs
 * into windows of whole sentences, so a long knowledge base is retrieved by relevance
 * instead of being cut at an arbitrary length.
 */
export function splitPassages(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n\s*\n/)) {
    // Lines stay lines: a file's "Cash: $420,000" rows are sentences of their own.
    const paragraph = raw
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (!paragraph) continue;
    if (paragraph.split(/\s+/).length <= MAX_WORDS) {
      out.push(paragraph);
      continue;
    }
    let window: string[] = [];
    let words = 0;
    for (const sentence of splitSentences(paragraph)) {
      const count = sentence.split(/\s+/).length;
      if (words + count > MAX_WORDS && window.length > 0) {
        out.push(window.join(' '));
        // Keep the last sentence as overlap so an idea that spans the cut is not lost.
        window = window.slice(-1);
        words = window.join(' ').split(/\s+/).length;
      }
      window.push(sentence);
      words += count;
    }
    if (window.length > 0) out.push(window.join(' '));
  }
  return out;
}
