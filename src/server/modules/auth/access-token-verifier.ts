import { and, eq, gt } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { jwks, session, user } from '../../db/auth-schema';
import { HttpError } from '../../http-error';

const unauthorized = (message: string) =>
  new HttpError(401, 'unauthorized', message, undefined, {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });

/** Keys are re-read at most this often when a token names a key we have not seen. */
const KEY_RELOAD_MS = 10_000;

/**
 * Verifies the JWTs better-auth issues: signature against our own key set, issuer, audience
 * and expiry; then that the session it came from still stands and the account is enabled,
 * so signing out, revoking and disabling take effect at once.
 */
export function createAccessTokenVerifier(options: { db: Db; issuer: string }) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let knownKids = new Set<string>();
  let loadedAt = 0;

  async function loadKeys() {
    const rows = await options.db.select({ id: jwks.id, publicKey: jwks.publicKey }).from(jwks);
    const keys: JWK[] = rows.map((row) => ({ ...(JSON.parse(row.publicKey) as JWK), kid: row.id }));
    keySet = createLocalJWKSet({ keys } satisfies JSONWebKeySet);
    knownKids = new Set(rows.map((row) => row.id));
    loadedAt = Date.now();
  }

  async function keysFor(kid: string | undefined) {
    const stale = !keySet || (kid && !knownKids.has(kid) && Date.now() - loadedAt > KEY_RELOAD_MS);
    if (stale) await loadKeys();
    return keySet!;
  }

  return async function verifyAccessToken(token: string): Promise<string> {
    let payload;
    try {
      const kid = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()).kid;
      const keys = await keysFor(typeof kid === 'string' ? kid : undefined);
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.issuer,
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Your session token has expired.');
      throw unauthorized('The bearer token is not valid.');
    }
    const userId = payload.sub;
    const sessionId = payload.sid;
    if (typeof userId !== 'string' || typeof sessionId !== 'string') {
      throw unauthorized('The bearer token is not valid.');
    }
    const [current] = await options.db
      .select({ disabled: user.disabled })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(
        and(
          eq(session.id, sessionId),
          eq(session.userId, userId),
          gt(session.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!current) throw unauthorized('This session has ended. Please sign in again.');
    if (current.disabled) throw unauthorized('This account has been disabled.');
    return userId;
  };
}
