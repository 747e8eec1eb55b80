import { ApiError } from '../../../lib/api-client';

export const CHAT_ERROR_MESSAGE = 'Sorry, I encountered an error. Please try again.';

/** Refusals of the attached files (too large, wrong type, unreadable) say which file and why. */
const FILE_ERROR_STATUSES = new Set([413, 415, 422]);

/**
 * The coach bubble shown when a turn fails: the spec's sentence, except where the server's own
 * message helps the person act (a paused coach, a refused file).
 */
export function chatErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return CHAT_ERROR_MESSAGE;
  if (error.code === 'agent_inactive' || FILE_ERROR_STATUSES.has(error.status)) {
    return error.message;
  }
  return CHAT_ERROR_MESSAGE;
}
