import { describe, expect, it } from 'vitest';
import { readCodeResponse, requestCalendarCode } from './google-code-grant';
import {
  AUTH_ERRORS,
  CALENDAR_SCOPE,
  type GoogleCodeResponse,
  type GoogleOAuth2,
} from './google-identity';

/** Google Identity Services' code client as the page sees it, answering with `answer`. */
function identityAnswering(answer: GoogleCodeResponse | 'popup-closed' | 'throws') {
  const requested: Array<{ client_id: string; scope: string; ux_mode: string }> = [];
  const oauth2 = {
    initTokenClient: () => {
      throw new Error('the code model must not use the token client');
    },
    initCodeClient: (config) => {
      if (answer === 'throws') throw new Error('gsi not ready');
      requested.push({ client_id: config.client_id, scope: config.scope, ux_mode: config.ux_mode });
      return {
        requestCode: () =>
          answer === 'popup-closed'
            ? config.error_callback?.({ type: 'popup_closed' })
            : config.callback(answer),
      };
    },
    hasGrantedAllScopes: (response, ...scopes) =>
      scopes.every((scope) => (response.scope ?? '').split(' ').includes(scope)),
  } satisfies GoogleOAuth2;
  return { oauth2, requested };
}

describe('the code model of the calendar sign-in', () => {
  it('asks for every calendar scope in a popup and hands back the code', async () => {
    const google = identityAnswering({ code: '4/0Ab-code', scope: CALENDAR_SCOPE });
    await expect(requestCalendarCode(google.oauth2, 'client-1')).resolves.toEqual({
      ok: true,
      code: '4/0Ab-code',
    });
    expect(google.requested).toEqual([
      { client_id: 'client-1', scope: CALENDAR_SCOPE, ux_mode: 'popup' },
    ]);
  });

  it('says why when consent is refused, partial, closed or Google is not there', async () => {
    const outcome = (answer: Parameters<typeof identityAnswering>[0]) =>
      requestCalendarCode(identityAnswering(answer).oauth2, 'client-1');
    await expect(outcome({ error: 'access_denied' })).resolves.toEqual({
      ok: false,
      message: AUTH_ERRORS.permissions,
    });
    await expect(outcome({ code: 'c', scope: 'openid' })).resolves.toEqual({
      ok: false,
      message: 'Failed to get calendar permissions',
    });
    await expect(outcome('popup-closed')).resolves.toEqual({
      ok: false,
      message: 'Authentication failed. Please try again.',
    });
    await expect(outcome('throws')).resolves.toEqual({
      ok: false,
      message: 'Google authentication failed',
    });
    expect(readCodeResponse({ scope: CALENDAR_SCOPE }, () => true)).toEqual({
      ok: false,
      message: 'Failed to get access token',
    });
  });
});
