import { hkdfSync } from 'node:crypto';
import { errors, SignJWT } from 'jose';
import { DomainError } from '../../domain-error';
import { jwtVerifyWithKeys } from '../auth';

/** Every widget session token starts with this, so the principal plugin knows it at once. */
export const WIDGET_TOKEN_PREFIX = 'cfw_';
const AUDIENCE = 'coachforge-widget';

/** What a widget session token carries: enough to authorise a call without a query. */
export interface WidgetClaims {
  widgetSessionId: string;
  keyId: string;
  agentId: string;
  sessionId: string;
  origin: string;
  expiresAt: Date;
  /**
   * A builder preview (issue 33 §3): no key behind it (keyId ''), the owner who opened it, and
   * the unsaved appearance it shows (checked when the preview was opened).
   */
  preview?: { ownerId: string; appearance: unknown };
}

const expired = () =>
  new DomainError(
    'unauthenticated',
    'unauthorized',
    'This chat session has expired. Reload the page to start a new one.',
    { challenge: 'invalid_token' },
  );

/** A preview's claim, as signed by `sign` (the signature vouches for its shape). */
function previewOf(claim: unknown): Pick<WidgetClaims, 'preview'> {
  if (typeof claim !== 'object' || claim === null) return {};
  const { ownerId, appearance } = claim as { ownerId?: unknown; appearance?: unknown };
  return typeof ownerId === 'string' ? { preview: { ownerId, appearance } } : {};
}

/** The signing key, derived from the auth secret the way the tool secrets key is. */
export const widgetTokenKey = (authSecret: string) =>
  new Uint8Array(hkdfSync('sha256', authSecret, 'coachforge', 'widget tokens v1', 32));

/**
 * Widget session tokens: `cfw_` + an HS256 JWT. Signed rather than stored so each chat call
 * is checked without reading the widget_sessions row; the key behind it is re-checked (cached).
 * `olderKeys` (the previous auth secret's, during a rotation) still verify tokens they signed.
 */
export function createWidgetTokens(key: Uint8Array, olderKeys: Uint8Array[] = []) {
  return {
    async sign(claims: WidgetClaims): Promise<string> {
      const jwt = await new SignJWT({
        key: claims.keyId,
        agt: claims.agentId,
        sid: claims.sessionId,
        org: claims.origin,
        ...(claims.preview ? { pre: claims.preview } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.widgetSessionId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .sign(key);
      return WIDGET_TOKEN_PREFIX + jwt;
    },

    /** The token's claims; 401 with a sentence for an expired, altered or foreign token. */
    async verify(token: string): Promise<WidgetClaims> {
      try {
        const jwt = token.slice(WIDGET_TOKEN_PREFIX.length);
        const { payload } = await jwtVerifyWithKeys(jwt, [key, ...olderKeys], {
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const { sub, key: keyId, agt, sid, org, exp, pre } = payload;
        const texts = [sub, keyId, agt, sid, org];
        if (!texts.every((value) => typeof value === 'string') || typeof exp !== 'number') {
          throw expired();
        }
        return {
          widgetSessionId: sub as string,
          keyId: keyId as string,
          agentId: agt as string,
          sessionId: sid as string,
          origin: org as string,
          expiresAt: new Date(exp * 1000),
          ...previewOf(pre),
        };
      } catch (error) {
        if (error instanceof DomainError || error instanceof errors.JWTExpired) throw expired();
        throw new DomainError(
          'unauthenticated',
          'unauthorized',
          'This chat session token is not valid. Reload the page to start a new one.',
          { challenge: 'invalid_token' },
        );
      }
    },
  };
}

export type WidgetTokens = ReturnType<typeof createWidgetTokens>;
