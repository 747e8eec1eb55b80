import type { Principal } from '../../auth';
import type { UsageServed } from './usage-meter';

/**
 * Whose plan a chat turn or call counts against. An API key is the owner's own software calling
 * (told the plan and how to lift it); a widget session is the agent serving its owner's visitors; a signed-in person's own chats are theirs, whichever coach
 * they talk to; a visitor in the app counts against the agent's owner (nobody's, for the
 * platform's own coaches, which the visitor limiter guards). Test keys and the builder's preview never count.
 */
export function billedAccountFor(
  principal: Principal,
  agentOwnerId: string | null,
): { accountId: string; served: UsageServed } | undefined {
  switch (principal.kind) {
    case 'agent-key':
      return principal.keyType === 'test'
        ? undefined
        : { accountId: principal.ownerId, served: 'api' };
    case 'widget':
      // A preview in the builder is the owner trying their widget: it counts toward nothing.
      return principal.keyType === 'test' || principal.preview
        ? undefined
        : { accountId: principal.ownerId, served: 'agent' };
    case 'user':
      return { accountId: principal.userId, served: 'own' };
    case 'operator-cli':
      return undefined;
    case 'visitor':
      return agentOwnerId ? { accountId: agentOwnerId, served: 'agent' } : undefined;
  }
}
