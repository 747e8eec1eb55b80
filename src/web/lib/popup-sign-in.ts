import { ApiError } from './api-client';

const MESSAGE_TYPE = 'better-auth:oauth-popup';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const POPUP_TIMEOUT_MS = 5 * 60_000;

interface PopupMessage {
  type?: string;
  nonce?: string;
  token?: string;
  error?: { code?: string; description?: string };
}

const failure = (code: string, message: string) => new ApiError(0, code, message);

/**
 * Runs an identity provider's sign-in in a 500×600 popup (authorisation code + PKCE on the
 * server) and resolves with the session token the completion page posts back.
 * Hand-written: better-auth's oauthPopupClient gives no token, only a cookie on the auth origin.
 */
export function signInWithPopup(options: {
  provider: string;
  trustedOrigins: string[];
  /** Where the OAuth callback and the completion page live (the providers' `auth_origin`). */
  authOrigin: string;
}): Promise<string> {
  const pageOrigin = window.location.origin;
  if (!options.trustedOrigins.includes(pageOrigin)) {
    return Promise.reject(
      failure('unauthorized-domain', `Sign-in is not allowed from ${pageOrigin}.`),
    );
  }
  // The flow starts on the auth origin, so the provider's state and callback share one origin.
  const start = new URL('/api/auth/oauth-popup/start', options.authOrigin);
  const authOrigin = start.origin;
  const nonce = crypto.randomUUID();
  start.search = new URLSearchParams({
    provider: options.provider,
    popupOrigin: pageOrigin,
    popupNonce: nonce,
  }).toString();
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    start.href,
    'coachforge-sign-in',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) {
    return Promise.reject(failure('popup-blocked', 'The browser blocked the sign-in window.'));
  }

  return new Promise((resolve, reject) => {
    let closedGrace: ReturnType<typeof setTimeout> | undefined;
    const finish = (settle: () => void) => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(closedGrace);
      clearTimeout(timeout);
      settle();
    };
    function onMessage(event: MessageEvent<PopupMessage>) {
      const data = event.data;
      // Only the completion page on the auth origin, of this very attempt, is believed.
      const ours = event.origin === authOrigin && data?.type === MESSAGE_TYPE;
      if (!ours || data.nonce !== nonce) return;
      if (data.token) return finish(() => resolve(data.token as string));
      const code = data.error?.code ?? 'popup-sign-in-failed';
      finish(() => reject(failure(code, data.error?.description ?? 'Sign-in did not complete.')));
    }
    window.addEventListener('message', onMessage);
    // A window closed before any message: the person gave up.
    // (The completion page posts, then closes itself: give its message a moment to arrive.)
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedPoll);
      closedGrace = setTimeout(
        () =>
          finish(() => reject(failure('popup-closed-by-user', 'The sign-in window was closed.'))),
        1000,
      );
    }, 500);
    const timeout = setTimeout(() => {
      popup.close();
      finish(() => reject(failure('popup-timeout', 'Sign-in took too long.')));
    }, POPUP_TIMEOUT_MS);
  });
}
