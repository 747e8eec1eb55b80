import { LRUCache } from 'lru-cache';
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
const CODE_IN_BRACKETS = /(\d)\(([a-z])\)/g;

/**
 * Prefixes that make a word of another: "incorporate" holds "corporate", "reprice" holds
 * "price", "unprofitable" holds "profitable". Porter's stemmer leaves prefixes alone.
 */
const PREFIXES = ['in', 'un', 're', 'de', 'non', 'pre', 'over', 'under'];
/** Shorter remainders are other words: "income" is not "come", "invest" is not "vest". */
const MIN_REMAINDER = 6;

/**
 * Stems of words seen lately: every reply tokenizes the sentences it weighs, and the same
 * knowledge words come back turn after turn (Porter's rules are most of a reply's time).
 */
const STEMS = new LRUCache<string, string>({ max: 50_000 });
function stemOf(word: string): string {
  let stem = STEMS.get(word);
  if (stem === undefined) STEMS.set(word, (stem = stemmer(word)));
  return stem;
}

/** The word's stem, or the stem of the word it is made from when only that one is known. */
function termOf(word: string, known?: (term: string) => boolean): string {
  const stem = stemOf(word);
  if (!known || known(stem)) return stem;
  for (const prefix of PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < MIN_REMAINDER) continue;
    const inner = stemOf(word.slice(prefix.length));
    if (known(inner)) return inner;
  }
  return stem;
}

/**
 * The terms of a text. Given the terms a collection knows (`known`), a question's word that
 * is only a prefixed form of one ("incorporate" for "corporation") is read as that one.
 */
export function tokenize(text: string, known?: (term: string) => boolean): string[] {
  const tokens: string[] = [];
  // "83(b)" and "83b" are one code, as founders write it either way.
  const codes = text.toLowerCase().replace(CODE_IN_BRACKETS, '$1$2');
  for (const match of codes.matchAll(WORD)) {
    const word = match[0];
    // A lone letter is what is left of "what's" or "U.S.": no meaning of its own.
    if (STOPWORDS.has(word) || (word.length === 1 && !/\d/.test(word))) continue;
    tokens.push(termOf(word, known));
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
    'anything something everything someone question answer enough based ' +
    // Connectives and hedges ("actually", "though", "already") join a question to its words.
    'actually really maybe still even though although however yet already basically'
  )
    .split(' ')
    .map((word) => stemmer(word)),
);
