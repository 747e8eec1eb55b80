import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { user } from '../../db/auth-schema';
import type { Db } from '../../db/client';

/** "Last active" is shown to the minute-ish: one write per account per this long is plenty. */
export const LAST_ACTIVE_EVERY_MS = 5 * 60_000;

/**
 * Notes that an account used the app or API. Called on every verified request, so it answers
 * at once: the write goes on in the background, at most once per account per five minutes on
 * this node (the condition in the update keeps other nodes from writing again too), and a
 * failed write is logged, never the request's problem.
 */
export function lastActiveRecorder(db: Db) {
  const written = new LRUCache<string, true>({ max: 50_000, ttl: LAST_ACTIVE_EVERY_MS });
  return (userId: string, log: FastifyBaseLogger) => {
    if (written.has(userId)) return;
    written.set(userId, true);
    const now = new Date();
    const stale = new Date(now.getTime() - LAST_ACTIVE_EVERY_MS);
    db.update(user)
      .set({ lastActiveAt: now })
      .where(and(eq(user.id, userId), or(isNull(user.lastActiveAt), lt(user.lastActiveAt, stale))))
      .catch((error: unknown) => {
        written.delete(userId);
        log.warn({ err: error }, 'last active: could not be written');
      });
  };
}
