import { GOOGLE_CALENDAR_SCOPES } from '../../../../shared/tool-catalogue';

/** The little of Google Identity Services' token model that the calendar setup uses. */
export interface GoogleTokenResponse {
  access_token?: string;
  expires_in?: number | string;
  token_type?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}
interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}
export interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback(response: GoogleTokenResponse): void;
    error_callback?(error: { type: string; message?: string }): void;
  }): TokenClient;
  hasGrantedAllScopes(response: GoogleTokenResponse, scope: string, ...more: string[]): boolean;
}

/** The token the server needs to read calendars and book events (it keeps it encrypted). */
export interface GoogleToken {
  access_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export const CALENDAR_SCOPE = GOOGLE_CALENDAR_SCOPES.join(' ');

/** Spec 02 §8's sentences for each way the sign-in can fail. */
export const AUTH_ERRORS = {
  permissions: 'Failed to get calendar permissions',
  failed: 'Authentication failed. Please try again.',
  google: 'Google authentication failed',
  token: 'Failed to get access token',
} as const;

export type TokenOutcome = { ok: true; token: GoogleToken } | { ok: false; message: string };

/** Reads Google's answer: an error, missing scopes or a missing token each have a message. */
export function readTokenResponse(
  response: GoogleTokenResponse,
  grantedAll: (response: GoogleTokenResponse) => boolean,
): TokenOutcome {
  if (response.error) return { ok: false, message: AUTH_ERRORS.permissions };
  if (!response.access_token) return { ok: false, message: AUTH_ERRORS.token };
  if (!grantedAll(response)) return { ok: false, message: AUTH_ERRORS.permissions };
  const expiresIn = Number(response.expires_in);
  return {
    ok: true,
    token: {
      access_token: response.access_token,
      expires_in: Number.isFinite(expiresIn) && expiresIn > 0 ? Math.round(expiresIn) : 3600,
      token_type: response.token_type || 'Bearer',
      scope: response.scope ?? CALENDAR_SCOPE,
    },
  };
}

/**
 * Opens Google's consent popup. Call it straight from a click: browsers block popups that
 * open later. Resolves with the outcome; never rejects.
 */
export function requestCalendarToken(oauth2: GoogleOAuth2, clientId: string) {
  return new Promise<TokenOutcome>((resolve) => {
    try {
      const client = oauth2.initTokenClient({
        client_id: clientId,
        scope: CALENDAR_SCOPE,
        callback: (response) =>
          resolve(
            readTokenResponse(response, (r) =>
              oauth2.hasGrantedAllScopes(r, ...GOOGLE_CALENDAR_SCOPES),
            ),
          ),
        error_callback: () => resolve({ ok: false, message: AUTH_ERRORS.failed }),
      });
      client.requestAccessToken({ prompt: 'consent' });
    } catch {
      resolve({ ok: false, message: AUTH_ERRORS.google });
    }
  });
}
