import type { SafeResponse } from '../network/safe-fetch';
import { ToolError } from '../tool-error';
import { GoogleErrorSchema } from './google-schemas';

export const AUTH_EXPIRED_MESSAGE =
  "The Google Calendar connection has expired. Reconnect it in the agent's Tools tab.";

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

interface ErrorDetail {
  message: string;
  reasons: string[];
}

function readDetail(body: Buffer): ErrorDetail {
  try {
    const { error } = GoogleErrorSchema.parse(JSON.parse(body.toString('utf8')));
    return { message: error.message, reasons: error.errors.map((entry) => entry.reason) };
  } catch {
    // Not Google's JSON error shape (a proxy's page, say): the status alone decides.
    return { message: '', reasons: [] };
  }
}

/** Google's failure as a sentence the coach can pass on; the token is never part of it. */
export function googleError({ status, body }: SafeResponse): ToolError {
  const detail = readDetail(body);
  const error = (code: string, message: string) => new ToolError(code, message);
  if (status === 401) return error('calendar_auth_expired', AUTH_EXPIRED_MESSAGE);
  if (status === 429 || detail.reasons.some((reason) => RATE_LIMIT_REASONS.has(reason))) {
    return error(
      'calendar_rate_limited',
      'Google Calendar is busy right now. Please try again in a minute.',
    );
  }
  // Every 403 says PERMISSION_DENIED; only a missing OAuth scope is fixed by reconnecting.
  const missingScope =
    detail.reasons.includes('insufficientPermissions') ||
    /insufficient authentication scopes/i.test(detail.message);
  if (status === 403 && missingScope) {
    return error(
      'calendar_permission_denied',
      "The Google Calendar connection doesn't allow this. Reconnect it in the agent's Tools tab and allow calendar access.",
    );
  }
  if (status === 403) {
    return error('calendar_forbidden', "Google Calendar didn't allow this on that calendar.");
  }
  if (status === 404) {
    return error(
      'calendar_not_found',
      'That calendar was not found. It may have been deleted or unshared.',
    );
  }
  if (status >= 500) {
    return error(
      'calendar_unavailable',
      'Google Calendar is not answering right now. Please try again later.',
    );
  }
  const said = detail.message ? `: ${detail.message.replace(/\.$/, '')}` : '';
  return error(
    'calendar_request_failed',
    `Google Calendar refused the request (status ${status}${said}).`,
  );
}
