import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Deletes voice call records older than `months`, the conversations' retention period (their
 * turns go with them). Returns how many calls went.
 */
export async function deleteExpiredVoiceCalls(db: Db, months: number, now = new Date()) {
  const result = await db.execute(sql`
    delete from voice_calls
    where started_at < ${now.toISOString()}::timestamptz - make_interval(months => ${months})
    returning id`);
  return rowsOf(result).length;
}
