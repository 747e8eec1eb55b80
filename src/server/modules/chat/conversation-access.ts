import { notFound } from '../../http-error';
import { boundAgentOf, keyOf, userIdOf, type Principal } from '../auth/principal';

/** What the rules need of a conversation row. */
interface ConversationOwnership {
  sessionId: string;
  agentId: string;
  ownerId: string | null;
  /** The key the conversation was started with; null for the app's own chats. */
  apiKeyId: string | null;
}

/** Who a new conversation belongs to: the signed-in person, or nobody (the session id is the key). */
export const conversationOwnerFor = (principal: Principal): string | null =>
  userIdOf(principal) ?? null;

/** How a new conversation is labelled: the key it came through and its channel. */
export function conversationSourceFor(principal: Principal): {
  apiKeyId: string | null;
  channel: 'app' | 'api' | 'widget';
} {
  const channel =
    principal.kind === 'agent-key' ? 'api' : principal.kind === 'widget' ? 'widget' : 'app';
  return { apiKeyId: keyOf(principal)?.keyId ?? null, channel };
}

/**
 * Whoever holds a session id may use a conversation nobody owns; a signed-in person's is theirs
 * alone; a key or widget session reaches only its own agent's conversations. A conversation
 * started with a key is held only by that key: the API key itself, or a widget session of the
 * key talking in that very session — not by visitors or people who learn the id; and a key
 * holds no conversation of the app's own.
 */
export function holdsConversation(principal: Principal, row: ConversationOwnership): boolean {
  const bound = boundAgentOf(principal);
  if (bound !== undefined && row.agentId !== bound) return false;
  if (principal.kind === 'widget' && principal.sessionId !== row.sessionId) return false;
  // Keys and the app never share a conversation, whichever way round the id was learnt.
  const key = keyOf(principal);
  if (key || row.apiKeyId !== null) return key?.keyId === row.apiKeyId;
  return row.ownerId === null || row.ownerId === userIdOf(principal);
}

/** A conversation the caller does not hold does not exist for them: 404, revealing nothing. */
export function assertHolder(principal: Principal, row: ConversationOwnership) {
  if (!holdsConversation(principal, row)) {
    throw notFound(`Conversation ${row.sessionId} was not found.`);
  }
}
