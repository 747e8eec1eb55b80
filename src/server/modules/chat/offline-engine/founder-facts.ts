import type { HistoryTurn } from '../chat-engine';
import { splitSentences } from '../retrieval/sentences';
import { tokenize } from '../retrieval/tokenize';

const MAX_FACTS = 2;
const MAX_FACT_WORDS = 30;
const FIRST_PERSON = /\b(?:we|our|us|i|my|i'm|we're|i've|we've)\b/i;
/** First person to second, so the founder's facts are told back as theirs, not as advice. */
const TO_SECOND_PERSON: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  "i'm": "you're",
  "we're": "you're",
  "i've": "you've",
  "we've": "you've",
  "i'll": "you'll",
  "we'll": "you'll",
  am: 'are',
  was: 'were',
};

function toSecondPerson(sentence: string): string {
  const swapped = sentence.replace(/\b[a-z]+(?:'[a-z]+)?\b/gi, (word) => {
    const lower = word.toLowerCase();
    // "was" only follows "I": "the price was" stays.
    if (lower === 'was' && !/\bI\s+was\b/i.test(sentence)) return word;
    return TO_SECOND_PERSON[lower] ?? word;
  });
  return swapped.replace(/[.!]+$/, '');
}

/** "Here's our P&L", "Attached is our plan": a file handed over, not a fact about them. */
const HANDING_OVER =
  /^(?:here(?:'s| is| are)|attached|enclosed|please find|this is|these are|see)\b/i;

/** A question typed without its question mark ("how do i know if i have pmf"). */
const ASKS =
  /^(?:how|what|what's|when|why|which|who|where|should|shall|can|could|would|will|is|are|do|does|did|any)\b/i;

/** Sentences, and a question typed in lower case after a full stop ("… a month. how long?"). */
const sentencesOf = (text: string) =>
  splitSentences(text).flatMap((sentence) => sentence.split(/(?<=[.;])\s+(?=[a-z])/));

const isFact = (sentence: string) =>
  !sentence.endsWith('?') &&
  !ASKS.test(sentence) &&
  !HANDING_OVER.test(sentence) &&
  FIRST_PERSON.test(sentence) &&
  sentence.split(/\s+/).length <= MAX_FACT_WORDS &&
  (/\d/.test(sentence) || sentence.split(/\s+/).length >= 4);

/**
 * What the founder told us about themselves ("We charge $29/month flat"), in the second
 * person ("you charge $29/month flat"): this message's statements first, then earlier ones
 * that concern this question. Figures are kept exactly as they were written.
 */
export function founderFacts(message: string, history: HistoryTurn[], query: string): string[] {
  const wanted = new Set(tokenize(query));
  const current = sentencesOf(message).filter(isFact);
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .flatMap((turn) => sentencesOf(turn.content).filter(isFact))
    .filter((sentence) => /\d/.test(sentence) && tokenize(sentence).some((t) => wanted.has(t)));
  const facts = [...new Set([...current, ...earlier.reverse()])];
  return facts.slice(0, MAX_FACTS).map(toSecondPerson);
}
