import { GOOGLE_CALENDAR_SCOPES } from '../../../../shared/tool-catalogue';
import {
  AUTH_ERRORS,
  CALENDAR_SCOPE,
  refusalOf,
  runGooglePopup,
  type GoogleOAuth2,
} from './google-identity';

/** Google Identity Services' answer in the code model: a one-time code for our server. */
export interface GoogleCodeResponse {
  code?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

export type CodeOutcome = { ok: true; code: string } | { ok: false; message: string };

/** Reads Google's answer in the code model: the code, or why there is none. */
export function readCodeResponse(
  response: GoogleCodeResponse,
  grantedAll: (response: GoogleCodeResponse) => boolean,
): CodeOutcome {
  const refusal = refusalOf(response, response.code, grantedAll);
  if (refusal || !response.code) return refusal ?? { ok: false, message: AUTH_ERRORS.token };
  return { ok: true, code: response.code };
}

/**
 * Opens Google's consent popup for a code that our server exchanges for a connection that
 * renews (it needs the client secret, which only the server has). Call it straight from a
 * click: browsers block popups that open later. Resolves with the outcome; never rejects.
 */
export function requestCalendarCode(oauth2: GoogleOAuth2, clientId: string) {
  const grantedAll = (r: { scope?: string }) =>
    oauth2.hasGrantedAllScopes(r, ...GOOGLE_CALENDAR_SCOPES);
  return runGooglePopup<GoogleCodeResponse, CodeOutcome>(
    (handlers) =>
      oauth2
        .initCodeClient({
          client_id: clientId,
          scope: CALENDAR_SCOPE,
          ux_mode: 'popup',
          ...handlers,
        })
        .requestCode(),
    (response) => readCodeResponse(response, grantedAll),
  );
}
