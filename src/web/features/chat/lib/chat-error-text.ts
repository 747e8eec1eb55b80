import { ApiError } from '../../../lib/api-client';
import { isPlanLimit } from '../../../lib/error-sentence';
import type { ChatMessage } from './chat-message';
import { RateLimitError } from './rate-limit-error';

/** A visitor's daily messages are used up: signing up gives more. */
const VISITOR_LIMIT = 'visitor_limit';

export const CHAT_ERROR_MESSAGE = 'Sorry, I encountered an error. Please try again.';

/** Refusals of the attached files (too large, wrong type, unreadable) say which file and why. */
const FILE_ERROR_STATUSES = new Set([413, 415, 422]);

/** How long to wait, as people say it: seconds up to a minute and a half, then minutes. */
function waitText(seconds: number | undefined) {
  if (!seconds) return 'a moment';
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * The coach bubble shown when a turn fails: the spec's sentence, except where a sentence of
 * its own helps the person act (sending too fast, a paused coach, a refused file, a plan's
 * or a visitor's daily limit reached).
 */
export function chatErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === VISITOR_LIMIT) return error.message;
  if (error instanceof RateLimitError) {
    return `You're sending messages faster than we can answer. Please wait ${waitText(error.retryAfterSeconds)} and try again.`;
  }
  if (!(error instanceof ApiError)) return CHAT_ERROR_MESSAGE;
  const explained = error.code === 'agent_inactive' || error.code === 'plan_limit';
  if (explained || FILE_ERROR_STATUSES.has(error.status)) {
    return error.message;
  }
  return CHAT_ERROR_MESSAGE;
}

/**
 * What the failed turn's bubble offers besides its sentence: Sign up to a visitor at their
 * daily limit, Billing to a signed-in person at their plan's. A visitor at the limit of the
 * coach owner's plan gets neither: that plan is not theirs to change.
 */
export function chatErrorAction(error: unknown, signedIn: boolean): ChatMessage['action'] {
  if (error instanceof ApiError && error.code === VISITOR_LIMIT) return 'sign-up';
  return signedIn && isPlanLimit(error) ? 'billing' : undefined;
}
