import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../chat/conversation-store';

/**
 * Deletes wizard runs nobody touched for `months` (the privacy policy's retention period, as
 * for conversations; the run's chat is a conversation and goes by that rule). Returns how many.
 */
export async function deleteExpiredWizardSessions(db: Db, months: number, now = new Date()) {
  const result = await db.execute(sql`
    delete from wizard_sessions
    where updated_at < ${now.toISOString()}::timestamptz - make_interval(months => ${months})
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}
