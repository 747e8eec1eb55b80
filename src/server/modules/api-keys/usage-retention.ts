import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Deletes key usage older than `months`, the same retention period as conversations: the
 * ledger's calls (with their page origins) and the widget sessions (with the visitor's browser
 * and referrer). Keys themselves stay, revoked or not. Returns how many rows went.
 */
export async function deleteExpiredKeyUsage(db: Db, months: number, now = new Date()) {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  const calls = await db.execute(
    sql`delete from api_key_requests where at < ${cutoff} returning id`,
  );
  const widgets = await db.execute(
    sql`delete from widget_sessions where expires_at < ${cutoff} returning id`,
  );
  return rowsOf(calls).length + rowsOf(widgets).length;
}
