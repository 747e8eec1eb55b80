import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS, readTokenResponse } from './google-identity';

const granted = () => true;

describe('readTokenResponse (spec 02 §8)', () => {
  it('keeps the token Google gave', () => {
    expect(
      readTokenResponse(
        { access_token: 'ya29.x', expires_in: '3599', token_type: 'Bearer', scope: 'a b' },
        granted,
      ),
    ).toEqual({
      ok: true,
      token: { access_token: 'ya29.x', expires_in: 3599, token_type: 'Bearer', scope: 'a b' },
    });
  });

  it('reports refused or partial consent, and a missing token', () => {
    expect(readTokenResponse({ error: 'access_denied' }, granted)).toEqual({
      ok: false,
      message: AUTH_ERRORS.permissions,
    });
    expect(readTokenResponse({ access_token: 'ya29.x' }, () => false)).toEqual({
      ok: false,
      message: 'Failed to get calendar permissions',
    });
    expect(readTokenResponse({}, granted)).toEqual({
      ok: false,
      message: 'Failed to get access token',
    });
  });
});
