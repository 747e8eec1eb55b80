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
/** Google Identity Services' answer in the code model: a one-time code for our server. */
export interface GoogleCodeResponse {
  code?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}
interface TokenClient {
  requestAccessToken(overrides?: { prompt?: string }): void;
}
interface CodeClient {
  requestCode(): void;
}
export interface GoogleOAuth2 {
  initTokenClient(config: {
    client_id: string;
    scope: string;
    callback(response: GoogleTokenResponse): void;
    error_callback?(error: { type: string; message?: string }): void;
  }): TokenClient;
  initCodeClient(config: {
    client_id: string;
    scope: string;
    ux_mode: 'popup';
    callback(response: GoogleCodeResponse): void;
    error_callback?(error: { type: string; message?: string }): void;
  }): CodeClient;
  hasGrantedAllScopes(response: { scope?: string }, scope: string, ...more: string[]): boolean;
}

/** The token the server needs to read calendars and book events (it keeps it encrypted). */
export interface GoogleToken {
  access_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
  /** Sealed by our server when it exchanged a code: lets the saved connection renew. */
  grant?: string;
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

type Refusal = { ok: false; message: string };

/**
 * Google's answer checked: the token or code it carries, or why it cannot be used (an error,
 * nothing carried, or missing scopes, each with spec 02 §8's message). Shared by the token
 * and the code model.
 */
export function consentOf(
  response: { error?: string; scope?: string },
  secret: string | undefined,
  grantedAll: (response: { scope?: string }) => boolean,
): { ok: true; secret: string } | Refusal {
  if (response.error) return { ok: false, message: AUTH_ERRORS.permissions };
  if (!secret) return { ok: false, message: AUTH_ERRORS.token };
  if (!grantedAll(response)) return { ok: false, message: AUTH_ERRORS.permissions };
  return { ok: true, secret };
}

/** Whether Google's answer grants every calendar scope the tool asks for. */
export const calendarScopesGranted = (oauth2: GoogleOAuth2) => (response: { scope?: string }) =>
  oauth2.hasGrantedAllScopes(response, ...GOOGLE_CALENDAR_SCOPES);

/**
 * Runs one of Google's consent popups: `open` starts it with the handlers, `read` turns the
 * answer into an outcome. A popup that fails or a library that throws has its own message.
 * Resolves; never rejects.
 */
export function runGooglePopup<Response, Outcome>(
  open: (handlers: { callback(response: Response): void; error_callback(): void }) => void,
  read: (response: Response) => Outcome,
) {
  return new Promise<Outcome | Refusal>((resolve) => {
    try {
      open({
        callback: (response) => resolve(read(response)),
        error_callback: () => resolve({ ok: false, message: AUTH_ERRORS.failed }),
      });
    } catch {
      resolve({ ok: false, message: AUTH_ERRORS.google });
    }
  });
}

/** Reads Google's answer in the token model: the token, or why there is none. */
export function readTokenResponse(
  response: GoogleTokenResponse,
  grantedAll: (response: GoogleTokenResponse) => boolean,
): TokenOutcome {
  const consent = consentOf(response, response.access_token, grantedAll);
  if (!consent.ok) return consent;
  const expiresIn = Number(response.expires_in);
  return {
    ok: true,
    token: {
      access_token: consent.secret,
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
  return runGooglePopup<GoogleTokenResponse, TokenOutcome>(
    (handlers) =>
      oauth2
        .initTokenClient({ client_id: clientId, scope: CALENDAR_SCOPE, ...handlers })
        .requestAccessToken({ prompt: 'consent' }),
    (response) => readTokenResponse(response, calendarScopesGranted(oauth2)),
  );
}
