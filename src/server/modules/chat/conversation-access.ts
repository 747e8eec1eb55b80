import { notFound } from '../../http-error';
import { boundAgentOf, userIdOf, type Principal } from '../auth/principal';

/** What the rules need of a conversation row. */
interface ConversationOwnership {
  sessionId: string;
  agentId: string;
  ownerId: string | null;
}

/** Who a new conversation belongs to: the signed-in person, or nobody (the session id is the key). */
export const conversationOwnerFor = (principal: Principal): string | null =>
  userIdOf(principal) ?? null;

/**
 * Whoever holds a session id may use a conversation nobody owns; a signed-in person's is theirs
 * alone; a key reaches only its own agent's conversations, a widget session only its own one.
 */
export function holdsConversation(principal: Principal, row: ConversationOwnership): boolean {
  const bound = boundAgentOf(principal);
  if (bound !== undefined && row.agentId !== bound) return false;
  // A widget on a page holds its one session, not the agent's other visitors' chats.
  if (principal.kind === 'widget' && row.sessionId !== principal.sessionId) return false;
  return row.ownerId === null || row.ownerId === userIdOf(principal);
}

/** A conversation the caller does not hold does not exist for them: 404, revealing nothing. */
export function assertHolder(principal: Principal, row: ConversationOwnership) {
  if (!holdsConversation(principal, row)) {
    throw notFound(`Conversation ${row.sessionId} was not found.`);
  }
}
