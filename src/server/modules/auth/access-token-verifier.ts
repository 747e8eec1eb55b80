import { and, eq, gt } from 'drizzle-orm';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import type { Db } from '../../db/client';
import { session, user } from '../../db/auth-schema';
import { DomainError } from '../../domain-error';
import type { Auth } from './auth';
import { lastActiveRecorder } from './last-active';
import type { BearerVerifier } from '../../plugins/principal';

const unauthorized = (message: string) =>
  new DomainError('unauthenticated', 'unauthorized', message, { challenge: 'invalid_token' });

/** Keys are asked for again at most this often when a token names a key we have not seen. */
const KEY_RELOAD_MS = 10_000;

/**
 * Verifies the JWTs better-auth issues and returns the signed-in principal. The public keys
 * come from better-auth's own JWKS endpoint and are kept in memory (its `verifyJWT` reads
 * every key from the database on each call, a second query per request); then one query
 * checks that the session still stands and the account is enabled, so signing out, revoking
 * and disabling take effect at once.
 */
export function createAccessTokenVerifier(options: { db: Db; auth: Auth; issuer: string }) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  let knownKids = new Set<string>();
  let loadedAt = 0;
  const noteActive = lastActiveRecorder(options.db);

  async function keysFor(kid: string | undefined) {
    const unknownKid = kid !== undefined && !knownKids.has(kid);
    if (!keySet || (unknownKid && Date.now() - loadedAt > KEY_RELOAD_MS)) {
      const jwks = (await options.auth.api.getJwks()) as JSONWebKeySet;
      keySet = createLocalJWKSet(jwks);
      knownKids = new Set(jwks.keys.flatMap((key) => (key.kid ? [key.kid] : [])));
      loadedAt = Date.now();
    }
    return keySet;
  }

  async function verifiedClaims(token: string) {
    try {
      const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
      const kid = typeof header?.kid === 'string' ? header.kid : undefined;
      const { payload } = await jwtVerify(token, await keysFor(kid), {
        issuer: options.issuer,
        audience: options.issuer,
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Your session token has expired.');
      throw unauthorized('The bearer token is not valid.');
    }
  }

  const verifyAccessToken: BearerVerifier = async (token, request) => {
    const { sub: userId, sid: sessionId } = await verifiedClaims(token);
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
    noteActive(userId, request.log);
    return { kind: 'user', userId, sessionId };
  };
  return verifyAccessToken;
}
