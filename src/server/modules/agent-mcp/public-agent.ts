import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { notFound } from '../../domain-error';
import { agentVisibleTo } from '../agents';
import type { Principal } from '../auth';
import type { PublicAgent } from './agent-mcp-server';

/** The agent's name and public description, if the caller may see it; otherwise 404. */
export async function publicAgent(options: {
  db: Db;
  principal: Principal;
  agentId: string;
}): Promise<PublicAgent> {
  const [row] = await options.db
    .select({ name: agents.name, description: agents.description })
    .from(agents)
    .where(and(eq(agents.id, options.agentId), agentVisibleTo(options.principal)))
    .limit(1);
  if (!row) throw notFound(`Agent ${options.agentId} was not found.`);
  return row;
}
