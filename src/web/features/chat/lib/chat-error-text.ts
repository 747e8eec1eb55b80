import { ApiError } from '../../../lib/api-client';
import { RateLimitError } from './rate-limit-error';

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
 * daily limit reached).
 */
export function chatErrorText(error: unknown): string {
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
