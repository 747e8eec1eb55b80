import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../../cluster/redis-connection';

/** One open inbox: kept alive by its stream's heartbeat, gone when the stream closes. */
export interface PresenceHandle {
  refresh(): void;
  leave(): void;
}

export interface InboxPresence {
  /** True while that owner has an inbox open on any node. */
  someoneAround(ownerId: string): Promise<boolean>;
  join(ownerId: string): PresenceHandle;
}

/**
 * Who has the inbox open. This node counts its own streams in memory; with Redis each owner
 * also has a sorted set of open streams across nodes, each scored with the moment it stops
 * counting, so a node that dies without saying goodbye stops counting within `ttlMs`. A
 * Redis failure is logged (fellBack) and the answer falls back to this node's count.
 */
export function createInboxPresence(options: {
  redis?: RedisConnection;
  ttlMs: number;
  fellBack(error: unknown): void;
}): InboxPresence {
  const { redis, ttlMs, fellBack } = options;
  const local = new Map<string, number>();
  const keyOf = (ownerId: string) => `${redis?.prefix ?? ''}inbox-presence:${ownerId}`;

  const mark = (ownerId: string, streamId: string) => {
    if (!redis?.ready) return;
    const key = keyOf(ownerId);
    redis.commands
      .multi()
      // Streams of a node that died without saying goodbye are pruned as others renew.
      .zremrangebyscore(key, '-inf', Date.now())
      .zadd(key, Date.now() + ttlMs, streamId)
      .pexpire(key, ttlMs)
      .exec()
      .catch(fellBack);
  };

  return {
    async someoneAround(ownerId) {
      if ((local.get(ownerId) ?? 0) > 0) return true;
      if (!redis?.ready) return false;
      try {
        return (await redis.commands.zcount(keyOf(ownerId), Date.now(), '+inf')) > 0;
      } catch (error) {
        fellBack(error);
        return false;
      }
    },
    join(ownerId) {
      const streamId = randomUUID();
      local.set(ownerId, (local.get(ownerId) ?? 0) + 1);
      mark(ownerId, streamId);
      let open = true;
      return {
        refresh: () => {
          if (open) mark(ownerId, streamId);
        },
        leave: () => {
          if (!open) return;
          open = false;
          const left = (local.get(ownerId) ?? 1) - 1;
          if (left > 0) local.set(ownerId, left);
          else local.delete(ownerId);
          if (redis?.ready) redis.commands.zrem(keyOf(ownerId), streamId).catch(fellBack);
        },
      };
    },
  };
}
