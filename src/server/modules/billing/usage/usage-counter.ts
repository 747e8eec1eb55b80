import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { usageCounters } from '../../../db/billing-schema';

export type UsageMetric = 'chat_requests' | 'voice_seconds';

interface CounterKey {
  accountId: string;
  metric: UsageMetric;
  day: string;
}

/**
 * Daily counters that never pass their limit: each change is one statement, so concurrent
 * requests on any number of nodes neither overshoot nor lose a count. The interface is what
 * a Redis counter would implement for scale-out.
 */
export interface UsageCounter {
  /** Adds `amount` if the total stays within `limit` (-1: no limit); the new total, or undefined. */
  tryAdd(key: CounterKey & { amount: number; limit: number }): Promise<number | undefined>;
  /** Gives back what a request reserved but did not use (never below zero). */
  subtract(key: CounterKey & { amount: number }): Promise<void>;
  read(key: CounterKey): Promise<number>;
}

export function createPostgresUsageCounter(db: Db): UsageCounter {
  return {
    async tryAdd({ accountId, metric, day, amount, limit }) {
      const ceiling = limit < 0 ? sql`true` : sql`${usageCounters.used} + ${amount} <= ${limit}`;
      const firstFits = limit < 0 || amount <= limit;
      if (!firstFits) return undefined;
      const rows = await db
        .insert(usageCounters)
        .values({ accountId, metric, day, used: amount })
        .onConflictDoUpdate({
          target: [usageCounters.accountId, usageCounters.metric, usageCounters.day],
          set: { used: sql`${usageCounters.used} + ${amount}` },
          setWhere: ceiling,
        })
        .returning({ used: usageCounters.used });
      return rows[0]?.used;
    },
    async subtract({ accountId, metric, day, amount }) {
      if (amount <= 0) return;
      await db
        .update(usageCounters)
        .set({ used: sql`greatest(${usageCounters.used} - ${amount}, 0)` })
        .where(
          and(
            eq(usageCounters.accountId, accountId),
            eq(usageCounters.metric, metric),
            eq(usageCounters.day, day),
          ),
        );
    },
    async read({ accountId, metric, day }) {
      const [row] = await db
        .select({ used: usageCounters.used })
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.accountId, accountId),
            eq(usageCounters.metric, metric),
            eq(usageCounters.day, day),
          ),
        );
      return row?.used ?? 0;
    },
  };
}
