import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/api-keys-schema';
import { agents } from '../../db/schema';
import { notFound } from '../../domain-error';
import { agentOwnedBy } from '../agents';
import { requireUser, type Principal } from '../auth';

/**
 * Who may manage which keys: only the signed-in owner of the key's agent. Everyone else is
 * told the agent or key does not exist (404), revealing nothing. The one place this is written.
 */
export async function assertOwnsAgent(options: { db: Db; principal: Principal; agentId: string }) {
  requireUser(options.principal);
  const [row] = await options.db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, options.agentId), agentOwnedBy(options.principal)))
    .limit(1);
  if (!row) throw notFound(`Agent ${options.agentId} was not found.`);
}

/** One key of one of the caller's agents; 404 for a key of another agent or another person. */
export async function ownedKey(options: {
  db: Db;
  principal: Principal;
  agentId: string;
  keyId: string;
}) {
  requireUser(options.principal);
  const [row] = await options.db
    .select({ key: apiKeys })
    .from(apiKeys)
    .innerJoin(agents, eq(agents.id, apiKeys.agentId))
    .where(
      and(
        eq(apiKeys.id, options.keyId),
        eq(apiKeys.agentId, options.agentId),
        agentOwnedBy(options.principal),
      ),
    )
    .limit(1);
  if (!row) throw notFound(`API key ${options.keyId} was not found.`);
  return row.key;
}

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key's status as people read it: revoked wins over expired. */
export function keyStatus(row: Pick<ApiKeyRow, 'revokedAt' | 'expiresAt'>, now = new Date()) {
  if (row.revokedAt) return 'revoked' as const;
  if (row.expiresAt && row.expiresAt <= now) return 'expired' as const;
  return 'active' as const;
}
