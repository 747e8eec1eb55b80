import { desc } from 'drizzle-orm';
import { operatorLog } from '../../db/admin-schema';
import type { Db } from '../../db/client';
import type { OperatorActor } from './operator-access';

/** Writes one operator change: who, what, when. `detail` must never hold a secret. */
export async function recordOperatorAction(
  db: Db,
  actor: OperatorActor,
  action: string,
  detail: Record<string, unknown> = {},
) {
  await db.insert(operatorLog).values({
    actorId: actor.userId ?? null,
    actor: actor.label,
    action,
    detail,
  });
}

/** The latest changes, newest first. */
export async function latestOperatorActions(db: Db, limit = 100) {
  return db.select().from(operatorLog).orderBy(desc(operatorLog.createdAt)).limit(limit);
}
