import { and, eq } from 'drizzle-orm';
import { operatorSettings } from '../../../db/admin-schema';
import type { Db } from '../../../db/client';
import type { SecretBox } from '../../tools';

/**
 * Seals the console's keys (model, recogniser, voice) again with the box's current key where
 * an older one sealed them: run at start while the auth secret is being replaced, like the
 * tool credentials. A row saved meanwhile is left to its writer.
 */
export async function resealOperatorKeys(db: Db, box: SecretBox) {
  const rows = await db
    .select({ area: operatorSettings.area, sealed: operatorSettings.sealed })
    .from(operatorSettings);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    const fresh: Record<string, string> = {};
    let changed = false;
    for (const [name, value] of Object.entries(row.sealed)) {
      let again: string | undefined;
      try {
        again = box.reseal(value);
      } catch {
        unreadable += 1;
      }
      fresh[name] = again ?? value;
      if (again) {
        changed = true;
        resealed += 1;
      }
    }
    if (!changed) continue;
    await db
      .update(operatorSettings)
      .set({ sealed: fresh })
      .where(and(eq(operatorSettings.area, row.area), eq(operatorSettings.sealed, row.sealed)));
  }
  return { resealed, unreadable };
}
