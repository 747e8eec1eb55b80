import { and, eq, sql } from 'drizzle-orm';
import type { ConfiguredTools } from './agents-module';
import type { Agent, AgentInput } from '../../../shared/schemas/agent';
import { user } from '../../db/auth-schema';
import type { Db } from '../../db/client';
import { agents, type AgentRow } from '../../db/schema';
import { DomainError, notFound } from '../../domain-error';
import { requireUser, type Principal } from '../auth';
import type { PlanCatalogue } from '../billing';
import { agentOwnedBy, agentVisibleTo, ownsAgent } from './agent-access';
import { insertAgentWithinPlan } from './agent-quota';
import { selectAgentViews } from './agent-columns';
import { toApiAgent } from './agent-view';

const forbidden = (message: string) => new DomainError('forbidden', 'forbidden', message);

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
    primaryLanguage: input.primary_language,
    widgetDisplayName: input.widget_display_name ?? null,
    widgetPosition: input.widget_position,
    widgetAllowedDomains: input.widget_allowed_domains,
  };
}

/** A person's agent names no one in its own row: cards read the owner's profile name. */
const PERSON_AGENT_OWNER = '';

/** Writes are made by a person whose account still exists (a token outlives a deletion). */
async function requireAccount(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!row)
    throw new DomainError('unauthenticated', 'unauthorized', 'Your account no longer exists.');
}

/** The agent as the API shows it right after a write, with its creator's current name. */
async function viewAfterWrite(db: Db, principal: Principal, id: string): Promise<Agent> {
  const [row] = await selectAgentViews(db).where(eq(agents.id, id)).limit(1);
  if (!row) throw notFound(`Agent ${id} was not found.`);
  return toApiAgent(row, principal);
}

/** An agent the caller may see (agent-access.ts); anything else is 404. */
async function findVisible(db: Db, principal: Principal, id: string): Promise<AgentRow> {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, id), agentVisibleTo(principal)))
    .limit(1);
  if (!row) throw notFound(`Agent ${id} was not found.`);
  return row;
}

/** The agent, if the caller may change it: their own and not read-only. */
export async function findWritable(db: Db, principal: Principal, id: string): Promise<AgentRow> {
  requireUser(principal);
  const row = await findVisible(db, principal, id);
  if (row.readOnly === 1)
    throw forbidden('This agent is read-only: clone it to make your own copy.');
  if (!ownsAgent(principal, row)) throw forbidden('Only the owner of this agent can change it.');
  return row;
}

export async function createAgent(options: {
  db: Db;
  plans: PlanCatalogue;
  principal: Principal;
  input: AgentInput;
}): Promise<Agent> {
  const { db, principal, plans } = options;
  const ownerId = requireUser(principal);
  const id = await insertAgentWithinPlan({
    db,
    plans,
    ownerId,
    values: { ...toRow(options.input), owner: PERSON_AGENT_OWNER },
  });
  return viewAfterWrite(db, principal, id);
}

export async function updateAgent(options: {
  db: Db;
  principal: Principal;
  id: string;
  input: AgentInput;
  configuredTools: ConfiguredTools;
}): Promise<Agent> {
  const { db, principal, id } = options;
  await findWritable(db, principal, id);
  const [row] = await db
    .update(agents)
    .set({ ...toRow(options.input), updatedAt: new Date() })
    .where(and(eq(agents.id, id), agentOwnedBy(principal)))
    .returning({ id: agents.id });
  if (!row) throw notFound(`Agent ${id} was not found.`);
  const agent = await viewAfterWrite(db, principal, row.id);
  return { ...agent, configured_tools: await options.configuredTools(db, row.id) };
}

export async function deleteAgent(options: {
  db: Db;
  principal: Principal;
  id: string;
}): Promise<void> {
  const { db, principal, id } = options;
  await findWritable(db, principal, id);
  await db.delete(agents).where(and(eq(agents.id, id), agentOwnedBy(principal)));
}

/**
 * A private, editable copy for the caller of one of the platform's coaches or of their own
 * agent, keeping the source's instruction, knowledge and settings.
 */
export async function cloneAgent(options: {
  db: Db;
  plans: PlanCatalogue;
  principal: Principal;
  id: string;
  name: string;
}): Promise<Agent> {
  const { db, principal } = options;
  const ownerId = requireUser(principal);
  const source = await findVisible(db, principal, options.id);
  await requireAccount(db, ownerId);
  // Another customer's public agent may be talked to, but its instruction and knowledge are
  // theirs (the API never shows them to others); a copy would hand them over.
  if (source.ownerId !== null && !ownsAgent(principal, source)) {
    throw forbidden(
      "Only CoachForge's own coaches and your agents can be cloned: this agent's instructions belong to its owner.",
    );
  }
  const id = await insertAgentWithinPlan({
    db,
    plans: options.plans,
    ownerId,
    values: {
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
      primaryLanguage: source.primaryLanguage,
      widgetDisplayName: source.widgetDisplayName,
      widgetPosition: source.widgetPosition,
      widgetAllowedDomains: source.widgetAllowedDomains,
      owner: PERSON_AGENT_OWNER,
    },
  });
  return viewAfterWrite(db, principal, id);
}

/**
 * Adds a tool to an agent's tools or takes it away, in one statement on the row as it is now
 * (a tool's setup saves this in its own transaction). The one writer of `tools` besides the form.
 */
export async function setAgentTool(db: Db, agentId: string, tool: string, selected: boolean) {
  const tools = selected
    ? sql`case when ${agents.tools} ? ${tool} then ${agents.tools}
        else ${agents.tools} || jsonb_build_array(${tool}::text) end`
    : sql`${agents.tools} - ${tool}::text`;
  await db.update(agents).set({ tools, updatedAt: new Date() }).where(eq(agents.id, agentId));
}
