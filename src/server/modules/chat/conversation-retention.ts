import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deleteExpiredKeyUsage } from '../api-keys/usage-retention';
import { deleteExpiredVoiceCalls } from '../voice/call-retention';
import { deleteExpiredWizardSessions } from '../wizard/wizard-retention';
import { deleteClosedAccounts } from '../profile/account-closure';
import { rowsOf } from './conversation-store';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes conversations whose last message is older than `months` (the privacy policy's
 * retention period); their messages, kept file texts and ratings go with them (cascade).
 * Returns how many were deleted.
 */
export async function deleteExpiredConversations(db: Db, months: number, now = new Date()) {
  const result = await db.execute(sql`
    delete from conversations
    where updated_at < ${now.toISOString()}::timestamptz - make_interval(months => ${months})
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/**
 * Runs the retention sweep at start and once a day: conversations, API key usage, voice call
 * records and wizard runs; stop() ends it (on close).
 */
/** Any number; the same on every node, so only one node sweeps at a time. */
const RETENTION_LOCK_KEY = 720_431_002;

/**
 * One sweep: conversations, API key usage, voice call records and wizard runs past the
 * retention period, and accounts closed 12 months ago. It runs in one transaction holding an
 * advisory lock, so when several nodes start it at once one sweeps and the others skip.
 * Returns what was deleted, or null when another node holds the lock.
 */
export async function sweepRetention(db: Db, months: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as got`),
    );
    if (!lock?.got) return null;
    return {
      conversations: await deleteExpiredConversations(tx, months, now),
      keyUsage: await deleteExpiredKeyUsage(tx, months, now),
      voiceCalls: await deleteExpiredVoiceCalls(tx, months, now),
      wizardRuns: await deleteExpiredWizardSessions(tx, months, now),
      closedAccounts: await deleteClosedAccounts(tx, now),
    };
  });
}

/** Runs the retention sweep at start and once a day; stop() ends it (on close). */
export function startRetentionSweep(options: { db: Db; months: number; log: FastifyBaseLogger }) {
  const sweep = () =>
    sweepRetention(options.db, options.months)
      .then((deleted) => {
        if (!deleted) return options.log.debug('retention sweep: another node is sweeping');
        if (Object.values(deleted).some((count) => count > 0)) {
          options.log.info({ deleted }, 'retention sweep: expired data deleted');
        }
      })
      .catch((err: unknown) => options.log.warn({ err }, 'retention sweep failed'));
  const first = sweep();
  const timer = setInterval(() => void sweep(), DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}
