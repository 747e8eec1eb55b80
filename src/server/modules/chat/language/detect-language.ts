import { detectAll } from 'tinyld';
import { functionWordVotes } from './function-words';
import { smallTalkLanguage } from './small-talk-words';
import { languagesAllowedBySpelling } from './spelling-marks';

export type ReplyLanguage = 'en' | 'pt' | 'es' | 'fr';

/*
 * tinyld's normal profile rather than tinyld/light, by measurement: 129 one-line founder
 * questions and small-talk lines in the four languages, each read with the conversation in
 * each of the other three (387 readings): normal 378 right, light 369. Normal's misses were
 * only lines that keep the conversation's language on purpose ("why?", "thanks!"); light
 * also misread whole questions ("Give me an example" as Portuguese). It costs ~130 ms once
 * at start-up (light ~25 ms) and ~0.25 ms per message.
 */

/** Below this many words a line is too short to read ("ok", "$29?", "LTV?"). */
const MIN_WORDS = 2;
/** Two more little words of one language than of any other settle it. */
const CLEAR_LEAD = 2;
/** A runner-up this close to the best guess makes the guess a coin toss. */
const CLOSE_RATIO = 0.75;

/** Enough of a message to tell its language; a long one read whole costs ~0.7 ms per 600 chars. */
const READ_CHARS = 300;
/** Links say nothing of the language and tinyld would read their letters as words. */
const LINK = /\bhttps?:\/\/\S+/giu;

/**
 * The language of one message, among the four the coaches speak. Short or unclear text
 * keeps `fallback` (the conversation's language so far), unless it is a greeting or thanks
 * that only one language uses. English startup words inside another language's sentence
 * ("churn", "product-market fit") do not tip it: the detector weighs the whole line.
 */
export function detectLanguage(text: string, fallback: ReplyLanguage = 'en'): ReplyLanguage {
  const readable = text.replace(LINK, ' ').slice(0, READ_CHARS);
  // Letters only: figures, currency and punctuation say nothing of the language.
  const words = readable.toLowerCase().match(/\p{L}+/gu) ?? [];
  const unclear = () => smallTalkLanguage(words) ?? fallback;
  if (words.length < MIN_WORDS) return unclear();
  const allowed = languagesAllowedBySpelling(readable);
  const votes = [...functionWordVotes(words)]
    .filter(([language]) => allowed.includes(language))
    .sort((a, b) => b[1] - a[1]);
  // Jargon alone ("pre seed valuation typical", "sean ellis test?") is in no language of its
  // own: it keeps the conversation's, unless its spelling says otherwise.
  if (votes.length === 0 && allowed.length === 4) return unclear();
  const [first, second] = votes;
  // Clearly more of one language's little words than any other's; or only one language's,
  // when no accent says otherwise ("llc or c corp").
  const alone = !second && allowed.length === 4;
  if (first && (alone || first[1] >= (second?.[1] ?? 0) + CLEAR_LEAD)) return first[0];
  const ranked = detectAll(readable, { only: allowed });
  const best = ranked[0];
  if (!best) return unclear();
  // A near tie between the best guess and the conversation's language: stay with the latter.
  const fallbackGuess = ranked.find((guess) => guess.lang === fallback);
  if (fallbackGuess && fallbackGuess.accuracy >= best.accuracy * CLOSE_RATIO) return fallback;
  return best.lang as ReplyLanguage;
}
