import { flatten } from './normalise';

/** The old engine's frame for replaying a user's own words back as advice. */
const REPLAY_PHRASE = 'from what we discussed earlier';
const MIN_ECHO_WORDS = 4;
const QUOTES = new Set(['"', "'", '«', '`']);

/** A message's sentences, split where a sentence ends (not inside "0.2-1%"), without end marks. */
export function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => flatten(sentence).replace(/^["'(]+|[.!?…"')]+$/g, ''))
    .filter((sentence) => sentence.split(' ').length >= MIN_ECHO_WORDS);
}

/** Quoting the founder ("You wrote: "We charge $29"") is not speaking their words as advice. */
function isQuoted(reply: string, at: number, length: number): boolean {
  const before = reply
    .slice(Math.max(0, at - 2), at)
    .trim()
    .at(-1);
  const after = reply
    .slice(at + length, at + length + 2)
    .replace(/^[.!?,]/, '')
    .trim()[0];
  return (before !== undefined && QUOTES.has(before)) || (after !== undefined && QUOTES.has(after));
}

/**
 * Sentences of four words or more from the founder's messages that the reply says as its own
 * words, and the replay frame itself: a coach that hands back "What price should I charge?"
 * as advice has not answered.
 */
export function echoes(reply: string, userMessages: string[]): string[] {
  const plain = flatten(reply);
  const found = new Set<string>();
  if (plain.includes(REPLAY_PHRASE)) found.add(REPLAY_PHRASE);
  for (const sentence of userMessages.flatMap(sentencesOf)) {
    for (let at = plain.indexOf(sentence); at !== -1; at = plain.indexOf(sentence, at + 1)) {
      // Whole words only: "your product costs" told back is not "our product costs" said.
      const wordStart = at === 0 || !/[\p{L}\p{N}]/u.test(plain[at - 1]!);
      if (wordStart && !isQuoted(plain, at, sentence.length)) {
        found.add(sentence);
        break;
      }
    }
  }
  return [...found];
}
