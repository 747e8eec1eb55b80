import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { boundAgentOf, userIdOf, type Principal } from '../auth';

/**
 * Who may see and change which agents: the one place these rules are written. Every read,
 * write, clone, chat and tool path takes its conditions from here.
 */
const isPublic = eq(agents.mode, 'PUBLIC');
const nothing = sql`false`;

/**
 * Agents the caller may open and talk to: public ones (even while inactive, so a chat page can
 * say it is unavailable) and a person's own; a key or widget session sees its one agent.
 */
export function agentVisibleTo(principal: Principal): SQL {
  const bound = boundAgentOf(principal);
  if (bound) return eq(agents.id, bound);
  const userId = userIdOf(principal);
  return userId ? (or(isPublic, eq(agents.ownerId, userId)) ?? nothing) : isPublic;
}

/** The catalogue: public agents that are active, and all of a person's own. */
export function agentListedFor(principal: Principal): SQL {
  const bound = boundAgentOf(principal);
  if (bound) return and(eq(agents.id, bound), eq(agents.status, 'active')) ?? nothing;
  const catalogue = and(isPublic, eq(agents.status, 'active')) ?? nothing;
  const userId = userIdOf(principal);
  return userId ? (or(catalogue, eq(agents.ownerId, userId)) ?? nothing) : catalogue;
}

/** Agents the caller owns: only people own agents. */
export function agentOwnedBy(principal: Principal): SQL {
  const userId = userIdOf(principal);
  return userId ? eq(agents.ownerId, userId) : nothing;
}

/** The same ownership rule for a row already read. */
export function ownsAgent(principal: Principal, row: { ownerId: string | null }): boolean {
  const userId = userIdOf(principal);
  return userId !== undefined && row.ownerId === userId;
}
