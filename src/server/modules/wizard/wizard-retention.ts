import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Deletes wizard runs nobody touched for `months` (the privacy policy's retention period, as
 * for conversations; the run's chat is a conversation and goes by that rule), and runs left
 * a day before any answer or chat (a Start Wizard click and nothing more). Returns how many.
 */
export async function deleteExpiredWizardSessions(db: Db, months: number, now = new Date()) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    delete from wizard_sessions run
    where run.updated_at < ${at}::timestamptz - make_interval(months => ${months})
       or (run.updated_at < ${at}::timestamptz - interval '1 day'
           and run.answers = '{}'::jsonb
           and not exists (select 1 from conversations c where c.session_id = 'wizard-' || run.id))
    returning run.id`);
  return rowsOf<{ id: string }>(result).length;
}
