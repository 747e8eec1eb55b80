import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentToolConfigs } from '../../db/tools-schema';

export type ToolConfigRow = typeof agentToolConfigs.$inferSelect;

/** Ids of the tools whose setup is saved on this agent. */
export async function configuredTools(db: Db, agentId: string): Promise<string[]> {
  const rows = await db
    .select({ toolId: agentToolConfigs.toolId })
    .from(agentToolConfigs)
    .where(eq(agentToolConfigs.agentId, agentId));
  return rows.map((row) => row.toolId).sort();
}

export async function findToolConfig(db: Db, agentId: string, toolId: string) {
  const [row] = await db
    .select()
    .from(agentToolConfigs)
    .where(and(eq(agentToolConfigs.agentId, agentId), eq(agentToolConfigs.toolId, toolId)));
  return row;
}

export async function saveToolConfig(
  db: Db,
  values: { agentId: string; toolId: string; settings: Record<string, unknown>; secret: string },
): Promise<ToolConfigRow> {
  const [row] = await db
    .insert(agentToolConfigs)
    .values(values)
    .onConflictDoUpdate({
      target: [agentToolConfigs.agentId, agentToolConfigs.toolId],
      set: { settings: values.settings, secret: values.secret, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('tool configuration could not be stored');
  return row;
}

export async function deleteToolConfig(db: Db, agentId: string, toolId: string) {
  await db
    .delete(agentToolConfigs)
    .where(and(eq(agentToolConfigs.agentId, agentId), eq(agentToolConfigs.toolId, toolId)));
}

/**
 * Replaces a setup's secret and settings only while its secret is still `expectedSecret`: a
 * renewal never overwrites a setup the owner saved again or removed meanwhile. Every save
 * seals afresh (new IV), so an unchanged secret means an unchanged setup.
 */
export async function replaceToolSecret(
  db: Db,
  values: {
    agentId: string;
    toolId: string;
    expectedSecret: string;
    secret: string;
    settings: Record<string, unknown>;
  },
): Promise<boolean> {
  const rows = await db
    .update(agentToolConfigs)
    .set({ secret: values.secret, settings: values.settings, updatedAt: new Date() })
    .where(
      and(
        eq(agentToolConfigs.agentId, values.agentId),
        eq(agentToolConfigs.toolId, values.toolId),
        eq(agentToolConfigs.secret, values.expectedSecret),
      ),
    )
    .returning({ id: agentToolConfigs.id });
  return rows.length > 0;
}
