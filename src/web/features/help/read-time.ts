/**
 * Reading pace for how-to text: slower than prose, because people follow the steps as they
 * read. 200 words a minute is the low end of the usual estimates for reading on screen.
 */
export const WORDS_PER_MINUTE = 200;

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Words as a reader counts them: "e-mail", "don't" and "2,000" are one word each. */
export function countWords(text: string): number {
  return text.replace(/(\d),(\d)/g, '$1$2').match(WORD)?.length ?? 0;
}

/** Whole minutes to read `words` words, never less than one. */
export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const formatReadTime = (minutes: number) => `${minutes} min read`;
