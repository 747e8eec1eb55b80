import { and, eq, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { API_KEY_TYPES } from '../../../shared/api-key-constants';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/api-keys-schema';
import { user } from '../../db/auth-schema';
import { agents } from '../../db/schema';
import { DomainError } from '../../domain-error';
import { keyStatus } from './key-access';
import { hashKeySecret, matchingPepper, parseKeySecret } from './key-secret';

export interface AuthenticatedKey {
  keyId: string;
  agentId: string;
  ownerId: string;
  keyType: (typeof API_KEY_TYPES)[number];
  allowedDomains: string[];
  rateLimitPerHour: number;
  sessionTimeoutSeconds: number;
}

interface CachedKey extends AuthenticatedKey {
  secretHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

/** Short enough that another node's revocation is seen within seconds; this node forgets at once. */
const CACHE_TTL_MS = 10_000;

const unauthorized = (message: string) =>
  new DomainError('unauthenticated', 'unauthorized', message, { challenge: 'invalid_token' });

/**
 * Turns a presented key into the key's facts, or a 401 with a sentence. Rows are kept in
 * memory for a few seconds (a key-authenticated call costs an HMAC, not a query); `forget`
 * drops a key at once when its owner changes or revokes it. last_used_at is written by the
 * usage recorder with its batches, never here. A key whose agent or owner is
 * gone has no row (cascade) and an owner's disabled account counts as gone. While the auth
 * secret is being replaced, a key hashed with the previous pepper is accepted and hashed again
 * with the current one (its plaintext is at hand only now).
 */
export function createKeyAuthenticator(options: {
  db: Db;
  pepper: Buffer;
  /** The previous auth secret's pepper, during a rotation. */
  olderPeppers?: Buffer[];
}) {
  const { db, pepper } = options;
  const peppers = [pepper, ...(options.olderPeppers ?? [])];

  /** Stores the key's hash made with the current pepper; best effort, tried again next time. */
  async function rehash(row: CachedKey, secret: string) {
    const secretHash = hashKeySecret(pepper, secret);
    await db
      .update(apiKeys)
      .set({ secretHash })
      .where(and(eq(apiKeys.id, row.keyId), eq(apiKeys.secretHash, row.secretHash)))
      .then(
        () => (row.secretHash = secretHash),
        () => undefined,
      );
  }
  // null = no such key (remembered too, so a flood of made-up keys does not reach the database).
  const byLookup = new LRUCache<string, CachedKey | 'none'>({ max: 10_000, ttl: CACHE_TTL_MS });
  const byId = new LRUCache<string, CachedKey | 'none'>({ max: 10_000, ttl: CACHE_TTL_MS });

  async function load(where: SQL | undefined): Promise<CachedKey | undefined> {
    const [row] = await db
      .select({ key: apiKeys, ownerId: agents.ownerId, disabled: user.disabled })
      .from(apiKeys)
      .innerJoin(agents, eq(agents.id, apiKeys.agentId))
      .innerJoin(user, eq(user.id, agents.ownerId))
      .where(where)
      .limit(1);
    if (!row?.ownerId || row.disabled) return undefined;
    const { key } = row;
    return {
      keyId: key.id,
      agentId: key.agentId,
      ownerId: row.ownerId,
      keyType: key.keyType,
      allowedDomains: key.allowedDomains,
      rateLimitPerHour: key.rateLimitPerHour,
      sessionTimeoutSeconds: key.sessionTimeoutSeconds,
      secretHash: key.secretHash,
      expiresAt: key.expiresAt,
      revokedAt: key.revokedAt,
    };
  }

  async function cached(cache: typeof byId, id: string, where: SQL | undefined) {
    const hit = cache.get(id);
    if (hit !== undefined) return hit === 'none' ? undefined : hit;
    const row = await load(where);
    cache.set(id, row ?? 'none');
    return row;
  }

  const facts = ({ secretHash: _h, expiresAt: _e, revokedAt: _r, ...key }: CachedKey) => key;

  return {
    async authenticate(secret: string): Promise<AuthenticatedKey> {
      const parsed = parseKeySecret(secret);
      if (!parsed)
        throw unauthorized('This is not a valid API key: check that it was copied whole.');
      const row = await cached(byLookup, parsed.lookup, eq(apiKeys.lookup, parsed.lookup));
      const matched = row ? matchingPepper(peppers, secret, row.secretHash) : -1;
      if (!row || matched < 0) throw unauthorized('This API key is not recognised.');
      // Made with the previous pepper, or stored before hashes named theirs.
      if (matched > 0 || !row.secretHash.includes(':')) await rehash(row, secret);
      const status = keyStatus(row);
      if (status === 'revoked') throw unauthorized('This API key has been revoked.');
      if (status === 'expired') {
        throw unauthorized(`This API key expired on ${row.expiresAt?.toISOString()}.`);
      }
      return facts(row);
    },
    /** A key's current facts by id (widget sessions, the rate-limit hook); undefined if unusable. */
    async settings(keyId: string): Promise<AuthenticatedKey | undefined> {
      const row = await cached(byId, keyId, eq(apiKeys.id, keyId));
      return row && keyStatus(row) === 'active' ? facts(row) : undefined;
    },
    /** Drops every key of an owner whose account was closed or disabled. */
    forgetOwner(ownerId: string) {
      for (const cache of [byId, byLookup]) {
        for (const [id, row] of cache.entries()) {
          if (row !== 'none' && row.ownerId === ownerId) cache.delete(id);
        }
      }
    },
    /** Drops a key from this node's memory: called on every update and revocation. */
    forget(keyId: string) {
      byId.delete(keyId);
      for (const [lookup, row] of byLookup.entries()) {
        if (row !== 'none' && row.keyId === keyId) byLookup.delete(lookup);
      }
    },
  };
}

export type KeyAuthenticator = ReturnType<typeof createKeyAuthenticator>;
