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
 */
export function signInWithPopup(options: {
  provider: string;
  trustedOrigins: string[];
}): Promise<string> {
  const origin = window.location.origin;
  if (!options.trustedOrigins.includes(origin)) {
    return Promise.reject(failure('unauthorized-domain', `Sign-in is not allowed from ${origin}.`));
  }
  const nonce = crypto.randomUUID();
  const url = `/api/auth/oauth-popup/start?${new URLSearchParams({
    provider: options.provider,
    popupOrigin: origin,
    popupNonce: nonce,
  })}`;
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP_WIDTH) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  const popup = window.open(
    url,
    'coachforge-sign-in',
    `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) {
    return Promise.reject(failure('popup-blocked', 'The browser blocked the sign-in window.'));
  }

  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(timeout);
      settle();
    };
    function onMessage(event: MessageEvent<PopupMessage>) {
      const data = event.data;
      if (event.origin !== origin || data?.type !== MESSAGE_TYPE || data.nonce !== nonce) return;
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
      setTimeout(
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
