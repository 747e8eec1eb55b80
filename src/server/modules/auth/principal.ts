import type { API_KEY_TYPES } from '../../../shared/api-key-constants';
import { DomainError } from '../../domain-error';

/**
 * Who is calling, worked out once per request by the principal plugin and handed to every
 * service. Routes never look at headers to decide this again.
 * - visitor: nobody signed in;
 * - user: a signed-in person (a better-auth session, carried as a JWT);
 * - agent-key: an API key of one agent, on behalf of the agent's owner;
 * - widget: a widget session on a customer's site, for one agent, from one origin;
 * - operator-cli: `npm run admin` on the server itself (loopback, with the token the server
 *   wrote into its data directory); known only to the operator routes' scope.
 */
export type Principal =
  | { kind: 'visitor' }
  | { kind: 'user'; userId: string; sessionId: string }
  | { kind: 'agent-key'; keyId: string; keyType: KeyType; agentId: string; ownerId: string }
  | {
      kind: 'widget';
      widgetSessionId: string;
      keyId: string;
      keyType: KeyType;
      agentId: string;
      /** The one chat session this widget may talk in. */
      sessionId: string;
      origin: string;
      ownerId: string;
      /** The owner trying the widget in the builder: no key behind it, counted nowhere. */
      preview?: true;
    }
  | { kind: 'operator-cli' };

type KeyType = (typeof API_KEY_TYPES)[number];

/** The key behind a call (an API key, or the key a widget session was opened with). */
export const keyOf = (principal: Principal): { keyId: string; keyType: KeyType } | undefined =>
  principal.kind === 'agent-key' || (principal.kind === 'widget' && !principal.preview)
    ? { keyId: principal.keyId, keyType: principal.keyType }
    : undefined;

export const VISITOR: Principal = Object.freeze({ kind: 'visitor' });

/** The signed-in person's id; undefined for everyone else. */
export const userIdOf = (principal: Principal): string | undefined =>
  principal.kind === 'user' ? principal.userId : undefined;

/** The one agent a key or widget session is bound to; undefined for people and visitors. */
export const boundAgentOf = (principal: Principal): string | undefined =>
  principal.kind === 'agent-key' || principal.kind === 'widget' ? principal.agentId : undefined;

/** The signed-in person's id; anyone else gets 401 with a sentence saying what to do. */
export function requireUser(principal: Principal): string {
  const userId = userIdOf(principal);
  if (!userId) {
    throw new DomainError('unauthenticated', 'unauthorized', 'Please sign in to do this.', {
      challenge: 'bearer',
    });
  }
  return userId;
}
