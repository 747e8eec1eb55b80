import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/chat-schema';
import { badRequest } from '../../domain-error';
import type { Principal } from '../auth';
import { conversationScopeOf, holdsConversation } from './conversation-access';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The caller's conversation of a session id, looked up in the caller's own scope only
 * (conversation-access.ts), or undefined when the caller has none: what others store under
 * the same id is never read. `agentId` picks a visitor's scope (visitors' ids are kept per
 * agent); it does not filter anyone's conversation by agent.
 */
export async function findHeldConversation(options: {
  db: Db;
  principal: Principal;
  sessionId: string;
  agentId?: string;
}): Promise<ConversationRow | undefined> {
  const { principal, sessionId } = options;
  const scope = conversationScopeOf(principal, options.agentId);
  if (scope === undefined) {
    throw badRequest(
      "Visitors' conversations are kept per agent: send agent_id to say which agent's conversation you mean.",
    );
  }
  const [row] = await options.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.scope, scope), eq(conversations.sessionId, sessionId)))
    .limit(1);
  return row && holdsConversation(principal, row) ? row : undefined;
}
