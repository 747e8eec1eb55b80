/**
 * Words a person can act on for every identity error code: the identity library's codes of
 * spec 01 §8 (kebab-case, with or without an `auth/` prefix) and our server's codes.
 */
const MESSAGES: Record<string, string> = {
  'popup-blocked':
    'The sign-in window was blocked by your browser. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'cancelled-popup-request': 'Another sign-in window was opened; only one can be used at a time.',
  'unauthorized-domain': 'Signing in is not allowed from this web address.',
  'network-request-failed': 'Could not reach the server. Check your connection and try again.',
  'user-mismatch': 'Those credentials belong to a different account than the one signed in.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'user-disabled': 'This account has been disabled. Contact support if you think this is wrong.',
  'login-blocked': 'Signing in is blocked for this account right now. Please try again later.',
  'multi-factor-auth-required': 'This account needs a second sign-in step to continue.',
  'invalid-api-key': 'Signing in is misconfigured on our side. Please contact support.',
  'password-does-not-meet-requirements': 'The password does not meet the password rules.',
  'invalid-email-or-password': 'The e-mail or password is incorrect.',
  'too-many-attempts': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'user-already-exists': 'An account with this e-mail already exists. Sign in instead.',
  'user-already-exists-use-another-email':
    'An account with this e-mail already exists. Sign in instead.',
  'invalid-email': 'Enter a valid e-mail address.',
  'network-error': 'Could not reach the server. Check your connection and try again.',
};

/** Codes whose server message is more precise than our generic words (it names the rule). */
const PREFER_SERVER_MESSAGE = new Set(['password-does-not-meet-requirements']);

const normalise = (code: string) =>
  code
    .replace(/^auth\//, '')
    .toLowerCase()
    .replace(/_/g, '-');

/** The readable words for a code, or undefined when we have none. */
export function authErrorMessage(code: string): string | undefined {
  return MESSAGES[normalise(code)];
}

/** What to show for a failed identity call: our words for known codes, else the server's. */
export function describeAuthError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const serverMessage = typeof message === 'string' && message.trim() ? message : undefined;
  if (typeof code === 'string') {
    if (PREFER_SERVER_MESSAGE.has(normalise(code)) && serverMessage) return serverMessage;
    const words = authErrorMessage(code);
    if (words) return words;
  }
  return serverMessage ?? 'Something went wrong. Please try again.';
}
