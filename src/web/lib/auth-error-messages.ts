/**
 * Words a person can act on, for the codes identity calls actually fail with: better-auth's
 * (lower-cased by our server), our server's own, the popup's (popup-sign-in.ts) and those the
 * popup's completion page relays from the provider. A code missing here shows the server's
 * message: password_does_not_meet_requirements names the broken rule, invalid_origin names
 * the address to use.
 */
const MESSAGES: Record<string, string> = {
  invalid_email_or_password: 'The e-mail or password is incorrect.',
  invalid_email: 'Enter a valid e-mail address.',
  user_already_exists: 'An account with this e-mail already exists. Sign in instead.',
  user_already_exists_use_another_email:
    'An account with this e-mail already exists. Sign in instead.',
  password_too_short: 'The password is too short.',
  password_too_long: 'The password is too long.',
  too_many_attempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  invalid_token:
    'This confirmation link is not valid. Sign in with your e-mail and password to get a new one.',
  token_expired:
    'This confirmation link has expired. Sign in with your e-mail and password to get a new one.',
  link_used: 'This link has been used already. Sign in with your e-mail and password.',
  user_disabled: 'This account has been disabled. Contact support if you think this is wrong.',
  'popup-blocked':
    'The sign-in window was blocked by your browser. Allow pop-ups for this site and try again.',
  'popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'popup-timeout': 'The sign-in window was open too long. Please try again.',
  'unauthorized-domain': 'Signing in is not allowed from this web address.',
  access_denied: 'Signing in was cancelled at the provider.',
  account_not_linked:
    'An account with this e-mail already exists. Sign in with your e-mail and password.',
};

/** The readable words for a code, or undefined when we have none. */
export function authErrorMessage(code: string): string | undefined {
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
}

/** What to show for a failed identity call: our words for known codes, else the server's. */
export function describeAuthError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const words = typeof code === 'string' ? authErrorMessage(code) : undefined;
  if (words) return words;
  const serverMessage = typeof message === 'string' ? message.trim() : '';
  return serverMessage || 'Something went wrong. Please try again.';
}
