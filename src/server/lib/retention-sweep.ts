import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Any number; the same on every node, so only one node sweeps at a time. */
const RETENTION_LOCK_KEY = 720_431_002;

/**
 * Deletes one module's data past the retention period (`months`, the privacy policy's) as of
 * `now`, inside the sweep's transaction; returns how many rows it deleted.
 */
export type RetentionTask = (tx: Db, months: number, now: Date) => Promise<number>;

/**
 * The daily retention sweep. Each module registers what it deletes (its own tables only);
 * the sweep runs them all in one transaction holding an advisory lock, so when several nodes
 * start at once one sweeps and the others skip.
 */
export interface RetentionSweep {
  /** Adds a module's task under a name the log line uses (e.g. 'voiceCalls'). */
  register(name: string, task: RetentionTask): void;
  /** One sweep: what each task deleted, or null when another node holds the lock. */
  sweep(now?: Date): Promise<Record<string, number> | null>;
  /** Sweeps now, then once a day, until stop(). */
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
}

export function createRetentionSweep(options: { db: Db; months: number }): RetentionSweep {
  const tasks = new Map<string, RetentionTask>();
  let timer: NodeJS.Timeout | undefined;
  let first: Promise<unknown> = Promise.resolve();

  const sweep: RetentionSweep['sweep'] = (now = new Date()) =>
    options.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ got: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as got`),
      );
      if (!lock?.got) return null;
      const deleted: Record<string, number> = {};
      // In registration order: a module registered later may delete what others point at.
      for (const [name, task] of tasks) deleted[name] = await task(tx, options.months, now);
      return deleted;
    });

  const sweepAndLog = (log: FastifyBaseLogger) =>
    sweep()
      .then((deleted) => {
        if (!deleted) return log.debug('retention sweep: another node is sweeping');
        if (Object.values(deleted).some((count) => count > 0)) {
          log.info({ deleted }, 'retention sweep: expired data deleted');
        }
      })
      .catch((err: unknown) => log.warn({ err }, 'retention sweep failed'));

  return {
    register(name, task) {
      if (tasks.has(name)) throw new Error(`retention task ${name} is registered twice`);
      tasks.set(name, task);
    },
    sweep,
    start(log) {
      first = sweepAndLog(log);
      timer = setInterval(() => void sweepAndLog(log), DAY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
