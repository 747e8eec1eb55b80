import { GENERIC_TERMS, tokenize } from '../retrieval/tokenize';

/** A file the person brought, as the reply names it. */
export interface ReviewedFile {
  name: string;
  text: string;
  /** Shared in an earlier turn: "going back to …". */
  earlier: boolean;
}

/** Words that ask for a judgement of the file rather than name a subject. */
const REVIEW_WORDS =
  'miss missing think thought thoughts feedback review look check change improve fix wrong fair enough good ok okay convincing confusing clear opinion better work strong weak right realistic';
/** "Do we have fit?", "are we ready?", "is it realistic?": their material, judged. */
const JUDGED =
  /^\s*(?:(?:so|and|but|ok),? )?(?:is (?:it|this|that)|do we have|are we|does (?:it|this) look)\b|\bwould you do\b/i;
const REVIEW = new RegExp(`\\b(?:${REVIEW_WORDS.replaceAll(' ', '|')})\\b`, 'i');
const asksForReview = (message: string) => REVIEW.test(message) || JUDGED.test(message);
const REVIEW_TERMS = new Set(tokenize(REVIEW_WORDS));

/** The questions of a message, or all of it when it asks none. */
const questionsOf = (message: string) => message.match(/[^.!?]*\?/g)?.join(' ') ?? message;

/** The words of a message that point back at something they shared ("it", "our survey"). */
const POINTS_BACK = /\b(?:we|our|us|my|it|that|this|those|these|file|plan|draft|results?)\b/i;

/**
 * What the question asks about beyond a judgement of the file: "is it specific enough?" asks
 * about being specific, "what are we missing?" about nothing but the file.
 */
export const questionSubject = (message: string) =>
  // "Here's our draft agreement. What are we missing?": the file's name is not the subject.
  tokenize(questionsOf(message)).filter(
    (t) => !GENERIC_TERMS.has(t) && !REVIEW_TERMS.has(t) && !/^\d/.test(t),
  );

/**
 * The file a message asks the coach to go through: one attached with this very message,
 * whatever it asks ("here is our deck outline", "where is it leaking?"), or the newest one
 * shared earlier when a request for a judgement ("what are we missing?", "is this fair?")
 * points back at it or names one of its words. Null otherwise: "how do SAFEs work?" two turns
 * after a deck is a question of its own.
 */
export function fileToReview(
  message: string,
  files: ReadonlyArray<{ name: string; text: string }>,
  earlierFiles: ReadonlyArray<{ name: string; text: string }>,
): ReviewedFile | null {
  const asks = message.includes('?');
  // A file attached with this very message is what it is about, whatever it asks.
  const [now] = files;
  if (now) return { name: now.name, text: now.text, earlier: false };
  if (asks && !asksForReview(message)) return null;
  const [earlier] = earlierFiles;
  if (!earlier || !asks) return null;
  const words = new Set(tokenize(message).filter((t) => !GENERIC_TERMS.has(t)));
  const named = tokenize(earlier.text).some((t) => words.has(t));
  return POINTS_BACK.test(message) || named
    ? { name: earlier.name, text: earlier.text, earlier: true }
    : null;
}
