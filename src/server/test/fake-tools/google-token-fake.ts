import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { GOOGLE_CALENDAR_SCOPES } from '../../../shared/tool-catalogue';
import { FAKE_ACCOUNT } from './calendar-data';
import { sendJson, type ToolRequest } from './fake-tool-server';

/** The OAuth client the fake knows; tests set GOOGLE_CLIENT_ID/SECRET to these. */
export const FAKE_OAUTH_CLIENT = {
  id: '1234567890-fake.apps.googleusercontent.com',
  secret: 'GOCSPX-fake-client-secret',
};

/** What the builder's popup asks for, so what Google grants by default: calendar scopes only. */
export const CALENDAR_SCOPE = GOOGLE_CALENDAR_SCOPES.join(' ');

/**
 * An account the fake issued tokens to: its userinfo claims, and the title of its primary
 * calendar when the person gave it one (Google's default title is the address).
 */
export type FakeAccount = typeof FAKE_ACCOUNT & { calendarTitle?: string };

/** The account behind a token and the scopes it was granted (space-separated, as Google's). */
export interface FakeTokenGrant {
  account: FakeAccount;
  scope: string;
}

interface Code {
  account: FakeAccount;
  scope: string;
  offline: boolean;
}

interface AccessToken {
  account: FakeAccount;
  scope: string;
  expiresAt: number;
}

interface RefreshToken {
  account: FakeAccount;
  scope: string;
  revoked: boolean;
}

/** Google's token endpoint (oauth2.googleapis.com/token): its wire format, in memory. */
export interface GoogleTokenFake {
  /** Lifetime of access tokens issued from now on, in seconds (Google's: 3599). */
  accessTokenLifetimeS: number;
  /** When true, each refresh also returns a new refresh token and revokes the one used. */
  rotateRefreshTokens: boolean;
  /** Refreshes answered with a new access token. */
  refreshes: number;
  /**
   * A one-time code as GIS's popup hands it to the page. `offline: false` is a code for which
   * Google returns no refresh token (the person had consented before, without prompt=consent).
   */
  issueCode(options?: {
    email?: string;
    name?: string;
    calendarTitle?: string;
    offline?: boolean;
    scope?: string;
  }): string;
  /** The person removed the app's access: every token of the account stops working. */
  revoke(email?: string): void;
  /** Makes the next token request fail with this status (5xx: Google unavailable). */
  failNext(status: number): void;
  /** The account and scopes behind a live access token the fake issued, if any. */
  grantFor(accessToken: string): FakeTokenGrant | undefined;
  /** Serves POST /token. */
  handle(request: ToolRequest, res: ServerResponse): void;
}

const random = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
  sendJson(res, status, { error, error_description: description });

export function createGoogleTokenFake(): GoogleTokenFake {
  const codes = new Map<string, Code>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();
  let failure: number | undefined;

  const issueAccess = (account: FakeAccount, scope: string) => {
    const token = random('ya29.fake-');
    const lifetime = fake.accessTokenLifetimeS;
    accessTokens.set(token, { account, scope, expiresAt: Date.now() + lifetime * 1000 });
    return { access_token: token, expires_in: lifetime, token_type: 'Bearer' };
  };

  const exchange = (res: ServerResponse, form: URLSearchParams) => {
    if (form.get('redirect_uri') !== 'postmessage') {
      return oauthError(res, 400, 'redirect_uri_mismatch', 'Bad Request');
    }
    const code = codes.get(form.get('code') ?? '');
    // Codes work once: Google answers a replayed one like an unknown one.
    codes.delete(form.get('code') ?? '');
    if (!code) return oauthError(res, 400, 'invalid_grant', 'Malformed auth code.');
    const refresh = code.offline ? random('1//0fake-') : undefined;
    if (refresh) {
      refreshTokens.set(refresh, { account: code.account, scope: code.scope, revoked: false });
    }
    sendJson(res, 200, {
      ...issueAccess(code.account, code.scope),
      ...(refresh ? { refresh_token: refresh } : {}),
      scope: code.scope,
      // Google signs an ID token only for codes that asked for openid.
      ...(code.scope.split(' ').includes('openid')
        ? { id_token: 'eyJhbGciOiJSUzI1NiJ9.fake.fake' }
        : {}),
    });
  };

  const refresh = (res: ServerResponse, form: URLSearchParams) => {
    const token = form.get('refresh_token') ?? '';
    const stored = refreshTokens.get(token);
    if (!stored || stored.revoked) {
      return oauthError(res, 400, 'invalid_grant', 'Token has been expired or revoked.');
    }
    fake.refreshes += 1;
    let rotated: string | undefined;
    if (fake.rotateRefreshTokens) {
      stored.revoked = true;
      rotated = random('1//0fake-');
      refreshTokens.set(rotated, { ...stored, revoked: false });
    }
    sendJson(res, 200, {
      ...issueAccess(stored.account, stored.scope),
      ...(rotated ? { refresh_token: rotated } : {}),
      scope: stored.scope,
    });
  };

  const fake: GoogleTokenFake = {
    accessTokenLifetimeS: 3599,
    rotateRefreshTokens: false,
    refreshes: 0,
    issueCode({
      email = FAKE_ACCOUNT.email,
      name,
      calendarTitle,
      offline = true,
      scope = CALENDAR_SCOPE,
    } = {}) {
      const code = random('4/0fake-');
      const account: FakeAccount = {
        ...(email === FAKE_ACCOUNT.email
          ? { ...FAKE_ACCOUNT, ...(name ? { name } : {}) }
          : { ...FAKE_ACCOUNT, email, name: name ?? email, sub: String(email.length) }),
        ...(calendarTitle ? { calendarTitle } : {}),
      };
      codes.set(code, { account, scope, offline });
      return code;
    },
    revoke(email = FAKE_ACCOUNT.email) {
      for (const token of refreshTokens.values()) {
        if (token.account.email === email) token.revoked = true;
      }
      for (const [key, token] of accessTokens) {
        if (token.account.email === email) accessTokens.delete(key);
      }
    },
    failNext(status) {
      failure = status;
    },
    grantFor(accessToken) {
      const token = accessTokens.get(accessToken);
      return token && token.expiresAt > Date.now()
        ? { account: token.account, scope: token.scope }
        : undefined;
    },
    handle(request, res) {
      if (failure) {
        const status = failure;
        failure = undefined;
        return oauthError(res, status, 'internal_failure', 'Backend Error');
      }
      if (request.method !== 'POST') return oauthError(res, 405, 'invalid_request', 'POST only');
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return oauthError(res, 400, 'invalid_request', 'Unsupported content type');
      }
      const form = new URLSearchParams(request.body);
      if (form.get('client_id') !== FAKE_OAUTH_CLIENT.id) {
        return oauthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
      }
      if (form.get('client_secret') !== FAKE_OAUTH_CLIENT.secret) {
        return oauthError(res, 401, 'invalid_client', 'Unauthorized');
      }
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') return exchange(res, form);
      if (grantType === 'refresh_token') return refresh(res, form);
      oauthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
    },
  };
  return fake;
}
