import { tokenize } from './tokenize';

/** A message with fewer search terms than this is a follow-up ("and for seed?"). */
const FOLLOW_UP_MAX_TERMS = 4;
/** Files sent without a question are searched by this much of each file's opening. */
const FILE_OPENING_CHARS = 300;

/**
 * What relevance is judged against, the same for both engines: the message leads; files sent
 * without one are searched by their openings; a short follow-up also borrows the previous
 * question's words.
 */
export function retrievalQuery(turn: {
  message: string;
  files: ReadonlyArray<{ text: string }>;
  history: ReadonlyArray<{ role: 'user' | 'coach'; content: string }>;
}): string {
  const asked =
    turn.message || turn.files.map((file) => file.text.slice(0, FILE_OPENING_CHARS)).join(' ');
  const previous = turn.history.findLast((entry) => entry.role === 'user');
  const isFollowUp = tokenize(asked).length < FOLLOW_UP_MAX_TERMS;
  return isFollowUp && previous ? `${asked} ${previous.content}` : asked;
}
