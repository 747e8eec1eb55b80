import { stemmer } from 'stemmer';

/**
 * Words for retrieval: lower-cased letters and digits (any script), common English words
 * dropped, and Porter's stemmer so "price", "prices" and "pricing" meet at "price".
 */
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from further ' +
    'had has have having he her here hers him his how i if in into is it its itself just me more ' +
    'most my no nor not now of off on once only or other our ours out over own same she should so ' +
    'some such than that the their theirs them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you ' +
    'your yours yourself tell know want need get got also like please thanks thank hi hello ' +
    'instead rather else anyway'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    const word = match[0];
    // A lone letter is what is left of "what's" or "U.S.": no meaning of its own.
    if (STOPWORDS.has(word) || (word.length === 1 && !/\d/.test(word))) continue;
    tokens.push(stemmer(word));
  }
  return tokens;
}

/**
 * Everyday words that say nothing of a topic ("good", "new", "many", "once"): a question made
 * only of them is about something else, or leans on the previous one. Stemmed, like tokens.
 */
export const GENERIC_TERMS = new Set(
  (
    'good great best better bad new old name way thing make get help start work time people lot ' +
    'use think look right well much many once long often idea kind sort right start try doing ' +
    'anything something everything someone question answer enough based'
  )
    .split(' ')
    .map((word) => stemmer(word)),
);
