import { splitSentences } from '../retrieval/sentences';
import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';

export interface QuestionShape {
  /** The questions in the message: one, or each part of a multi-part message (at most 3). */
  parts: string[];
  /** Asks for a figure ("how much equity", "what percentage"): sentences with numbers lead. */
  numeric: boolean;
  /** One short or closed question: a direct answer and a next step, without the reasoning. */
  narrow: boolean;
}

const MAX_PARTS = 3;
const NUMERIC =
  /\b(?:how (?:much|many|long|big|often|large)|what (?:percent(?:age)?|share|rate|range|size|multiple)|percent|ratio)\b|%|\$/i;
const CLOSED =
  /^\s*(?:what is|what's|what are|who|when|how much|how many|how long|is|are|do|does|should|can)\b/i;
/** "What is a SAFE and how do caps work?": a second question joined by "and". */
const JOINED_QUESTION =
  /\s+(?:and|also)\s+(?=(?:what|how|when|why|which|who|should|do|does|is|are|can)\b)/i;

/** "how much should we raise, when should we start, and who leads?": questions in a list. */
const LISTED_QUESTION =
  /,\s+(?:and\s+|also\s+)?(?=(?:what|how|when|why|which|who|should|do|does|is|are|can)\b)/i;
const ASKS = /^\s*(?:and\s+|also\s+)?(?:what|how|when|why|which|who|should|do|does|is|are|can)\b/i;

/** The questions of a comma-separated list, when every item is one; else null. */
function listedQuestions(sentence: string): string[] | null {
  const items = sentence.split(LISTED_QUESTION);
  return items.length >= 2 && items.every((item) => ASKS.test(item)) ? items : null;
}

/** Words that acknowledge rather than ask. */
const ACKNOWLEDGEMENTS = new Set(['ok', 'okay', 'yes', 'yeah', 'sure', 'cool', 'right', 'great']);

/** "two things: …", "3 questions -": an announcement of what follows, not a question. */
const ANNOUNCED = /^\s*(?:\w+\s+){0,3}(?:questions?|things|points|qs)\s*[:—-]\s*/i;

function partsOf(message: string): string[] {
  const questions = splitSentences(message.replace(ANNOUNCED, '')).filter((sentence) =>
    sentence.endsWith('?'),
  );
  const parts =
    questions.length >= 2
      ? questions
      : questions.length === 1
        ? (listedQuestions(questions[0]!) ?? questions[0]!.split(JOINED_QUESTION))
        : [];
  // "ok and what should I do next?" is one question: "ok" asks nothing.
  const meaningful = parts
    .map((part) => part.trim())
    .filter((part) => tokenize(part).some((term) => !ACKNOWLEDGEMENTS.has(term)));
  return meaningful.length >= 2 ? meaningful.slice(0, MAX_PARTS) : [message];
}

export const isNumeric = (text: string) => NUMERIC.test(text);

/** "How many slides", "how much pricing plans": the one or two words after it are counted. */
const COUNTED = /\bhow (?:many|much)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/giu;

/** What a "how many" question counts ("slides", "pricing plans"), as typed; "" when none. */
export const countedWords = (text: string) =>
  [...text.matchAll(COUNTED)].map((match) => match[1]!).join(' ');

/** "How long does a round take?" asks for time; "how long should my deck be?" for a size. */
export const HOW_LONG = /\bhow long\b(?![^?.!]*\bbe\s*[?.!]?\s*$)/i;
/** "How long does a round take?" is answered by a duration: "three to six months". */
export const DURATION_WORDS = 'days weeks months years';
const DURATIONS = tokenize(DURATION_WORDS);

/**
 * The terms a figure beside which answers the question: the counted phrase's last word
 * ("pricing tiers" counts tiers), or the units of time for "how long".
 */
export function countedTerms(text: string, known?: (term: string) => boolean): Set<string> {
  const counted = tokenize(countedWords(text), known)
    .filter((term) => !GENERIC_TERMS.has(term))
    .at(-1);
  return new Set([...(counted ? [counted] : []), ...(HOW_LONG.test(text) ? DURATIONS : [])]);
}

/** `query` may carry the previous question: "and for seed?" after "how much dilution...". */
export function shapeOf(message: string, query = message): QuestionShape {
  const parts = partsOf(message);
  return {
    parts,
    numeric: NUMERIC.test(message) || NUMERIC.test(query),
    narrow: parts.length === 1 && (CLOSED.test(message) || tokenize(message).length <= 4),
  };
}
