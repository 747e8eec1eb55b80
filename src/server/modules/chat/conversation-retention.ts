import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deleteExpiredKeyUsage } from '../api-keys/usage-retention';
import { deleteExpiredVoiceCalls } from '../voice/call-retention';
import { deleteExpiredWizardSessions } from '../wizard/wizard-retention';
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
export function startRetentionSweep(options: { db: Db; months: number; log: FastifyBaseLogger }) {
  const sweep = () =>
    deleteExpiredConversations(options.db, options.months)
      .then(async (deleted) => {
        if (deleted > 0) options.log.info({ deleted }, 'expired conversations deleted');
        const usage = await deleteExpiredKeyUsage(options.db, options.months);
        if (usage > 0) options.log.info({ deleted: usage }, 'expired API key usage deleted');
        const calls = await deleteExpiredVoiceCalls(options.db, options.months);
        if (calls > 0) options.log.info({ deleted: calls }, 'expired voice call records deleted');
        const runs = await deleteExpiredWizardSessions(options.db, options.months);
        if (runs > 0) options.log.info({ deleted: runs }, 'expired wizard runs deleted');
      })
      .catch((err: unknown) => options.log.warn({ err }, 'conversation retention sweep failed'));
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
