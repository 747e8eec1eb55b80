import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { authErrorMessage, describeAuthError } from './auth-error-messages';

/** Codes better-auth sends (lower-cased by our server) and our server's own. */
const serverCodes = [
  'invalid_email_or_password',
  'invalid_email',
  'user_already_exists',
  'user_already_exists_use_another_email',
  'password_too_short',
  'password_too_long',
  'too_many_attempts',
  'user_disabled',
];
/** Codes of the popup sign-in, ours and those its completion page relays. */
const popupCodes = [
  'popup-blocked',
  'popup-closed-by-user',
  'popup-timeout',
  'unauthorized-domain',
  'access_denied',
  'account_not_linked',
];

describe('authErrorMessage', () => {
  it.each([...serverCodes, ...popupCodes])('has readable words for %s', (code) => {
    const words = authErrorMessage(code);
    expect(words).toMatch(/^[A-Z].{10,}\.$/);
    expect(words).not.toContain(code);
  });

  it('has no words for codes whose server message says more, or for object keys', () => {
    expect(authErrorMessage('password_does_not_meet_requirements')).toBeUndefined();
    expect(authErrorMessage('invalid_origin')).toBeUndefined();
    expect(authErrorMessage('constructor')).toBeUndefined();
  });
});

describe('describeAuthError', () => {
  it('turns a wrong password into a sentence instead of a code', () => {
    const error = new ApiError(401, 'invalid_email_or_password', 'Invalid email or password');
    expect(describeAuthError(error)).toBe('The e-mail or password is incorrect.');
  });

  it('keeps the server words that name the broken password rule', () => {
    const error = new ApiError(
      400,
      'password_does_not_meet_requirements',
      'Password must contain a digit.',
    );
    expect(describeAuthError(error)).toBe('Password must contain a digit.');
  });

  it('shows a refused origin as the server says it', () => {
    const message = 'Signing in is only possible at https://coach.example.com.';
    expect(describeAuthError(new ApiError(403, 'invalid_origin', message))).toBe(message);
  });

  it('falls back to the server message, then to a generic sentence', () => {
    expect(describeAuthError(new ApiError(500, 'internal', 'Database is down'))).toBe(
      'Database is down',
    );
    expect(describeAuthError(new ApiError(500, 'internal', '  '))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(describeAuthError(undefined)).toBe('Something went wrong. Please try again.');
  });
});
