import { and, eq, or } from 'drizzle-orm';
import type { Agent, AgentInput } from '../../../shared/schemas/agent';
import { user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { agents, type AgentRow } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { configuredTools } from '../tools/tool-configs-store';
import { toApiAgent } from './agent-view';

const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

function toRow(input: AgentInput) {
  return {
    name: input.name,
    description: input.description,
    instruction: input.instruction,
    knowledge: input.knowledge,
    icon: input.icon ?? null,
    status: input.status,
    mode: input.mode,
    tools: input.tools,
    voiceEnabled: input.voice_enabled,
    languages: input.languages,
    widgetDisplayName: input.widget_display_name ?? null,
    widgetPosition: input.widget_position,
    widgetAllowedDomains: input.widget_allowed_domains,
  };
}

async function ownerName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new HttpError(401, 'unauthorized', 'Your account no longer exists.');
  return row.name.trim() || row.email;
}

/** An agent the viewer may see (public, or their own); a stranger's private one is 404. */
async function findVisible(db: Db, viewerId: string, id: string): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, id), or(eq(agents.mode, 'PUBLIC'), eq(agents.ownerId, viewerId))))
    .limit(1);
  if (!row) throw notFound(`Agent ${id} was not found.`);
  return row;
}

/** The agent, if the viewer may change it: their own and not read-only. */
export async function findWritable(db: Db, viewerId: string, id: string): Promise<AgentRow> {
  const row = await findVisible(db, viewerId, id);
  if (row.readOnly === 1)
    throw forbidden('This agent is read-only: clone it to make your own copy.');
  if (row.ownerId !== viewerId) throw forbidden('Only the owner of this agent can change it.');
  return row;
}

export async function createAgent(options: {
  db: Db;
  viewerId: string;
  input: AgentInput;
}): Promise<Agent> {
  const [row] = await options.db
    .insert(agents)
    .values({
      ...toRow(options.input),
      ownerId: options.viewerId,
      owner: await ownerName(options.db, options.viewerId),
    })
    .returning();
  return toApiAgent(row!, options.viewerId);
}

export async function updateAgent(options: {
  db: Db;
  viewerId: string;
  id: string;
  input: AgentInput;
}): Promise<Agent> {
  await findWritable(options.db, options.viewerId, options.id);
  const [row] = await options.db
    .update(agents)
    .set({ ...toRow(options.input), updatedAt: new Date() })
    .where(and(eq(agents.id, options.id), eq(agents.ownerId, options.viewerId)))
    .returning();
  if (!row) throw notFound(`Agent ${options.id} was not found.`);
  return {
    ...toApiAgent(row, options.viewerId),
    configured_tools: await configuredTools(options.db, row.id),
  };
}

export async function deleteAgent(options: {
  db: Db;
  viewerId: string;
  id: string;
}): Promise<void> {
  await findWritable(options.db, options.viewerId, options.id);
  await options.db
    .delete(agents)
    .where(and(eq(agents.id, options.id), eq(agents.ownerId, options.viewerId)));
}

/**
 * A private, editable copy for the viewer of one of the platform's coaches or of their own
 * agent, keeping the source's instruction, knowledge and settings.
 */
export async function cloneAgent(options: {
  db: Db;
  viewerId: string;
  id: string;
  name: string;
}): Promise<Agent> {
  const source = await findVisible(options.db, options.viewerId, options.id);
  // Another customer's public agent may be talked to, but its instruction and knowledge are
  // theirs (the API never shows them to others); a copy would hand them over.
  if (source.ownerId !== null && source.ownerId !== options.viewerId) {
    throw forbidden(
      "Only CoachForge's own coaches and your agents can be cloned: this agent's instructions belong to its owner.",
    );
  }
  const [row] = await options.db
    .insert(agents)
    .values({
      name: options.name,
      description: source.description,
      icon: source.icon,
      instruction: source.instruction,
      knowledge: source.knowledge,
      status: source.status,
      mode: 'PRIVATE',
      readOnly: 0,
      tools: source.tools,
      voiceEnabled: source.voiceEnabled,
      languages: source.languages,
      widgetDisplayName: source.widgetDisplayName,
      widgetPosition: source.widgetPosition,
      widgetAllowedDomains: source.widgetAllowedDomains,
      ownerId: options.viewerId,
      owner: await ownerName(options.db, options.viewerId),
    })
    .returning();
  return toApiAgent(row!, options.viewerId);
}
