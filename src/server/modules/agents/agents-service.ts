import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Agent } from '../../../shared/schemas/agent';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { notFound } from '../../http-error';
import { configuredTools } from '../tools/tool-configs-store';
import { toApiAgent } from './agent-view';

/** Everything but the large private texts, which the catalogue never needs. */
const cardColumns = {
  id: agents.id,
  name: agents.name,
  description: agents.description,
  icon: agents.icon,
  ownerId: agents.ownerId,
  owner: agents.owner,
  readOnly: agents.readOnly,
  status: agents.status,
  mode: agents.mode,
  tools: agents.tools,
  voiceEnabled: agents.voiceEnabled,
  languages: agents.languages,
  widgetDisplayName: agents.widgetDisplayName,
  widgetPosition: agents.widgetPosition,
  widgetAllowedDomains: agents.widgetAllowedDomains,
  createdAt: agents.createdAt,
  updatedAt: agents.updatedAt,
};

/** What a viewer may see: public active agents, plus every agent they own. */
function visibleTo(viewerId: string | undefined): SQL | undefined {
  const catalogue = and(eq(agents.mode, 'PUBLIC'), eq(agents.status, 'active'));
  return viewerId ? or(catalogue, eq(agents.ownerId, viewerId)) : catalogue;
}

export async function listAgents(options: {
  db: Db;
  viewerId?: string;
  skip: number;
  limit: number;
}): Promise<Agent[]> {
  const rows = await options.db
    .select(cardColumns)
    .from(agents)
    .where(visibleTo(options.viewerId))
    .orderBy(desc(agents.createdAt), agents.id)
    .offset(options.skip)
    .limit(options.limit);
  return rows.map((row) => toApiAgent(row, options.viewerId));
}

/**
 * One agent by id. A PRIVATE agent exists only for its owner; a PUBLIC one can be opened by
 * anyone even while inactive, so its chat page can say it is unavailable.
 */
export async function getAgent(options: { db: Db; viewerId?: string; id: string }): Promise<Agent> {
  const viewer = options.viewerId;
  const [row] = await options.db
    .select()
    .from(agents)
    .where(
      and(
        eq(agents.id, options.id),
        viewer
          ? or(eq(agents.mode, 'PUBLIC'), eq(agents.ownerId, viewer))
          : eq(agents.mode, 'PUBLIC'),
      ),
    )
    .limit(1);
  if (!row) throw notFound(`Agent ${options.id} was not found.`);
  const agent = toApiAgent(row, viewer);
  // The builder's badges: which tools are set up. Only the owner sees their agent's setup.
  return agent.is_owner
    ? { ...agent, configured_tools: await configuredTools(options.db, row.id) }
    : agent;
}

export async function countAgents(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(agents);
  return row?.n ?? 0;
}
