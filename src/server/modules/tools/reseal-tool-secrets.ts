import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentToolConfigs } from '../../db/tools-schema';
import type { SecretBox } from './secret-box';

/**
 * Seals every stored tool credential with the box's current key where an older key sealed
 * it: run at start while the auth secret is being replaced, so the previous one is needed
 * for tool credentials only until then. A row changed meanwhile is left to its writer.
 */
export async function resealToolSecrets(db: Db, box: SecretBox) {
  const rows = await db
    .select({ id: agentToolConfigs.id, secret: agentToolConfigs.secret })
    .from(agentToolConfigs);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    let fresh: string | undefined;
    try {
      fresh = box.reseal(row.secret);
    } catch {
      unreadable += 1;
      continue;
    }
    if (!fresh) continue;
    await db
      .update(agentToolConfigs)
      .set({ secret: fresh })
      .where(and(eq(agentToolConfigs.id, row.id), eq(agentToolConfigs.secret, row.secret)));
    resealed += 1;
  }
  return { resealed, unreadable };
}
