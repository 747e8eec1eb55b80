import { and, count, gt, isNull, notLike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/api-keys-schema';
import { pepperId } from './key-secret';

/**
 * Usable keys whose stored hash was not made with this pepper: during a rotation of the auth
 * secret, the keys that still need the previous one (each is hashed again on its next use).
 */
export async function countKeysOnOlderPeppers(db: Db, pepper: Buffer): Promise<number> {
  const [row] = await db
    .select({ keys: count() })
    .from(apiKeys)
    .where(
      and(
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, new Date())),
        notLike(apiKeys.secretHash, `${pepperId(pepper)}:%`),
      ),
    );
  return row?.keys ?? 0;
}
