import { and, desc, eq } from 'drizzle-orm';
import type { Agent } from '../../../shared/schemas/agent';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { notFound } from '../../domain-error';
import type { Principal } from '../auth';
import { agentListedFor, agentVisibleTo } from './agent-access';
import type { ConfiguredTools } from './agents-module';
import { selectAgentCards, selectAgentViews } from './agent-columns';
import { toApiAgent } from './agent-view';

export async function listAgents(options: {
  db: Db;
  principal: Principal;
  skip: number;
  limit: number;
}): Promise<Agent[]> {
  const rows = await selectAgentCards(options.db)
    .where(agentListedFor(options.principal))
    .orderBy(desc(agents.createdAt), agents.id)
    .offset(options.skip)
    .limit(options.limit);
  return rows.map((row) => toApiAgent(row, options.principal));
}

/** One agent by id, if the caller may see it (agent-access.ts); otherwise 404. */
export async function getAgent(options: {
  db: Db;
  principal: Principal;
  id: string;
  /** Lists the builder's badges for the owner; a caller that shows none leaves it out. */
  configuredTools?: ConfiguredTools;
}): Promise<Agent> {
  const [row] = await selectAgentViews(options.db)
    .where(and(eq(agents.id, options.id), agentVisibleTo(options.principal)))
    .limit(1);
  if (!row) throw notFound(`Agent ${options.id} was not found.`);
  const agent = toApiAgent(row, options.principal);
  // The builder's badges: which tools are set up. Only the owner sees their agent's setup.
  return agent.is_owner && options.configuredTools
    ? { ...agent, configured_tools: await options.configuredTools(options.db, row.id) }
    : agent;
}
