import { DomainError, notFound } from '../../domain-error';
import { boundAgentOf, keyOf, userIdOf, type Principal } from '../auth';

/**
 * The namespace a session id lives in (docs/DECISIONS.md): a signed-in person's own, an API
 * key's (its widget sessions talk in it too), or the visitors' of one agent. The same id in
 * two scopes is two conversations, so nobody can take or probe an id in another's namespace.
 */
export const userScope = (userId: string) => `user:${userId}`;
export const keyScope = (keyId: string) => `key:${keyId}`;
/** Per agent: visitors of one coach never meet another coach's visitors' ids. */
export const visitorScope = (agentId: string) => `visitor:${agentId}`;
/** The owner's tries of their widget in the builder, apart from every real conversation. */
export const previewScope = (ownerId: string) => `preview:${ownerId}`;

/** What the rules need of a conversation row. */
interface ConversationOwnership {
  sessionId: string;
  agentId: string;
  scope: string;
}

/**
 * The scope the caller's session ids live in, for a conversation with `agentId`; undefined
 * only for a visitor who has not said which agent.
 */
export function conversationScopeOf(principal: Principal, agentId: string): string;
export function conversationScopeOf(principal: Principal, agentId?: string): string | undefined;
export function conversationScopeOf(principal: Principal, agentId?: string): string | undefined {
  if (principal.kind === 'widget' && principal.preview) return previewScope(principal.ownerId);
  const key = keyOf(principal);
  if (key) return keyScope(key.keyId);
  const userId = userIdOf(principal);
  if (userId) return userScope(userId);
  return agentId === undefined ? undefined : visitorScope(agentId);
}

/** Who a new conversation belongs to: the signed-in person, or nobody. */
export const conversationOwnerFor = (principal: Principal): string | null =>
  userIdOf(principal) ?? null;

/** How a new conversation is labelled: the key it came through and its channel. */
export function conversationSourceFor(principal: Principal): {
  apiKeyId: string | null;
  channel: 'app' | 'api' | 'widget' | 'preview';
} {
  if (principal.kind === 'widget' && principal.preview)
    return { apiKeyId: null, channel: 'preview' };
  const channel =
    principal.kind === 'agent-key' ? 'api' : principal.kind === 'widget' ? 'widget' : 'app';
  return { apiKeyId: keyOf(principal)?.keyId ?? null, channel };
}

/**
 * A caller holds the conversations of its own scope: visitors share theirs by session id,
 * a signed-in person's and a key's are theirs alone. A key or widget session reaches only its
 * own agent, and a widget session only the one session it was opened for.
 */
export function holdsConversation(principal: Principal, row: ConversationOwnership): boolean {
  const bound = boundAgentOf(principal);
  if (bound !== undefined && row.agentId !== bound) return false;
  if (principal.kind === 'widget' && principal.sessionId !== row.sessionId) return false;
  return row.scope === conversationScopeOf(principal, row.agentId);
}

/** A conversation the caller does not hold does not exist for them: 404, revealing nothing. */
export function assertHolder(principal: Principal, row: ConversationOwnership) {
  if (!holdsConversation(principal, row)) {
    throw notFound(`Conversation ${row.sessionId} was not found.`);
  }
}

/**
 * Restricted keys are public by design (they sit in a page's source) and may only open
 * widget sessions: they neither talk nor read or delete conversations themselves.
 */
export function refuseRestrictedKey(principal: Principal) {
  if (principal.kind === 'agent-key' && principal.keyType === 'restricted') {
    throw new DomainError(
      'forbidden',
      'restricted_key',
      'Restricted keys can only open widget sessions; use a live or test key on your server.',
    );
  }
}
