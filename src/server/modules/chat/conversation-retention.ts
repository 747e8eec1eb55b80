import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Deletes conversations whose last message is older than `months` (the privacy policy's
 * retention period); their messages, kept file texts and ratings go with them (cascade).
 * Returns how many were deleted. Registered with the app's retention sweep by chat-module.ts.
 */
export async function deleteExpiredConversations(db: Db, months: number, now = new Date()) {
  const result = await db.execute(sql`
    delete from conversations
    where updated_at < ${now.toISOString()}::timestamptz - make_interval(months => ${months})
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}
