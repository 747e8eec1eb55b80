import { eq, sql } from 'drizzle-orm';
import { user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';

/**
 * 'Created by' as anyone may read it: the platform's name on its own coaches, and on a
 * person's agent their profile name as it is now (so a name saved later shows at once), or
 * null while they have none. Never their e-mail: cards are public.
 */
const creatorName = sql<string | null>`case when ${agents.ownerId} is null then ${agents.owner}
  else nullif(btrim(${user.name}), '') end`;

/** Everything a card shows: no large private texts, which the catalogue never needs. */
const cardColumns = {
  id: agents.id,
  name: agents.name,
  description: agents.description,
  icon: agents.icon,
  ownerId: agents.ownerId,
  owner: creatorName,
  readOnly: agents.readOnly,
  status: agents.status,
  mode: agents.mode,
  tools: agents.tools,
  voiceEnabled: agents.voiceEnabled,
  languages: agents.languages,
  primaryLanguage: agents.primaryLanguage,
  widgetDisplayName: agents.widgetDisplayName,
  widgetPosition: agents.widgetPosition,
  widgetAllowedDomains: agents.widgetAllowedDomains,
  createdAt: agents.createdAt,
  updatedAt: agents.updatedAt,
};

/** Agents as cards (the catalogue); the caller adds where, order and paging. */
export const selectAgentCards = (db: Db) =>
  db.select(cardColumns).from(agents).leftJoin(user, eq(user.id, agents.ownerId));

/** Whole agents (one agent's page, the builder); toApiAgent shows the private texts to owners only. */
export const selectAgentViews = (db: Db) =>
  db
    .select({ ...cardColumns, instruction: agents.instruction, knowledge: agents.knowledge })
    .from(agents)
    .leftJoin(user, eq(user.id, agents.ownerId));
