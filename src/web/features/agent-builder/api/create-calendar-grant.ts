import { apiRequest } from '../../../lib/api-client';
import type { GoogleToken } from '../lib/google-identity';

/**
 * Hands Google's one-time code to our server, which exchanges it for a connection that
 * renews. The answer carries a short-lived access token (to list calendars, as in the token
 * flow) and the sealed grant to save with the setup; the refresh token stays on the server.
 */
export function createCalendarGrant(code: string) {
  return apiRequest<Required<GoogleToken>>('/tools/google_calendar/grants', {
    method: 'POST',
    body: { code },
  });
}
