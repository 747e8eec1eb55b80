import { acronymExpansions } from './acronyms';
import { GENERIC_TERMS, tokenize } from './tokenize';

/** A message with fewer search terms than this may be a follow-up ("and for seed?"). */
const FOLLOW_UP_MAX_TERMS = 4;
/** Files sent without a question are searched by this much of each file's opening. */
const FILE_OPENING_CHARS = 300;
/** Words that lean on the previous question: "and for seed?", "what about hiring?", "why?". */
const CONNECTIVE =
  /^\s*(?:and|but|or|so|also|then|what about|how about|what if|why|how so|really|ok(?:ay)?|more)\b/i;
const LINK = /\bhttps?:\/\/\S+/gi;
const POINTS_BACK = /\b(?:it|that|this|those|these|them|they|there)\b/i;

export const withoutLinks = (text: string) => text.replace(LINK, ' ').trim();

export interface RetrievalTurn {
  message: string;
  files: ReadonlyArray<{ text: string }>;
  history: ReadonlyArray<{ role: 'user' | 'coach'; content: string }>;
}

/**
 * Is this message a follow-up to the previous question? Only a short one that leans on it
 * ("and for seed?", "is that too much?") or says nothing specific ("how many at once?"):
 * "What should my pitch deck contain?" is short too, but a question of its own.
 */
export function isFollowUp(message: string): boolean {
  const terms = tokenize(message);
  if (terms.length === 0) return true;
  if (terms.length >= FOLLOW_UP_MAX_TERMS) return false;
  if (CONNECTIVE.test(message) || POINTS_BACK.test(message)) return true;
  // Only everyday words ("how many at once?"): it leans on the question before. A word the
  // agent does not know ("pitch deck" to a pricing coach) is a new question, maybe off-topic.
  return terms.every((term) => GENERIC_TERMS.has(term));
}

/**
 * What relevance is judged against, the same for both engines: the message leads; files sent
 * without one are searched by their openings; only a follow-up borrows the previous
 * question's words.
 */
export function retrievalQuery(turn: RetrievalTurn): string {
  // A link is for the tools to read; its words ("https", "com") say nothing of the question.
  const message = withoutLinks(turn.message);
  const openings = turn.files.map((file) => file.text.slice(0, FILE_OPENING_CHARS)).join(' ');
  // "Here's our P&L." says little: the file it comes with says what it is about.
  const says = tokenize(message).length >= FOLLOW_UP_MAX_TERMS;
  const asked = says || !openings ? message || openings : `${message} ${openings}`;
  const previous = turn.history.findLast((entry) => entry.role === 'user');
  const query = previous && message && isFollowUp(message) ? `${asked} ${previous.content}` : asked;
  // "pmf" finds "product-market fit": knowledge spells out what founders abbreviate.
  return `${query} ${acronymExpansions(query)}`.trim();
}
