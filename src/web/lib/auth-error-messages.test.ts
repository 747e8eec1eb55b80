import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { authErrorMessage, describeAuthError } from './auth-error-messages';

const identityCodes = [
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'network-request-failed',
  'user-mismatch',
  'user-token-expired',
  'user-disabled',
  'login-blocked',
  'multi-factor-auth-required',
  'invalid-api-key',
  'password-does-not-meet-requirements',
];
const serverCodes = [
  'invalid_email_or_password',
  'too_many_attempts',
  'user_disabled',
  'user_already_exists',
  'user_already_exists_use_another_email',
  'password_does_not_meet_requirements',
  'network_error',
];

describe('authErrorMessage', () => {
  it.each([...identityCodes, ...serverCodes])('has readable words for %s', (code) => {
    const words = authErrorMessage(code);
    expect(words).toMatch(/^[A-Z].{10,}\.$/);
    expect(words).not.toContain(code);
  });

  it('accepts the identity library prefix', () => {
    expect(authErrorMessage('auth/popup-blocked')).toBe(authErrorMessage('popup-blocked'));
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

  it('falls back to the server message, then to a generic sentence', () => {
    expect(describeAuthError(new ApiError(500, 'internal', 'Database is down'))).toBe(
      'Database is down',
    );
    expect(describeAuthError(undefined)).toBe('Something went wrong. Please try again.');
  });
});
