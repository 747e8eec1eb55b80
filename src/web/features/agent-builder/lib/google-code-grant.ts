import {
  calendarScopesGranted,
  CALENDAR_SCOPE,
  consentOf,
  runGooglePopup,
  type GoogleCodeResponse,
  type GoogleOAuth2,
} from './google-identity';

type CodeOutcome = { ok: true; code: string } | { ok: false; message: string };

/** Reads Google's answer in the code model: the code, or why there is none. */
export function readCodeResponse(
  response: GoogleCodeResponse,
  grantedAll: (response: GoogleCodeResponse) => boolean,
): CodeOutcome {
  const consent = consentOf(response, response.code, grantedAll);
  return consent.ok ? { ok: true, code: consent.secret } : consent;
}

/**
 * Opens Google's consent popup for a code that our server exchanges for a connection that
 * renews (it needs the client secret, which only the server has). Call it straight from a
 * click: browsers block popups that open later. Resolves with the outcome; never rejects.
 */
export function requestCalendarCode(oauth2: GoogleOAuth2, clientId: string) {
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
    (response) => readCodeResponse(response, calendarScopesGranted(oauth2)),
  );
}
