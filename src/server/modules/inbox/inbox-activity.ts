import type { InboxActivity } from '../../../shared/schemas/inbox';
import type { ClusterBus } from '../../cluster/cluster-bus';

type Listener = (activity: InboxActivity) => void;

export interface InboxActivityHub {
  /** Calls `listener` with each activity in that owner's conversations, from any node. */
  subscribe(ownerId: string, listener: Listener): () => void;
}

/**
 * The one listener of this node on the cluster's 'conversation-activity' notices, handing
 * each to the open inbox streams of the agent's owner (the bus has no way to unsubscribe, so
 * streams come and go here, not there).
 */
export function createInboxActivityHub(bus: ClusterBus): InboxActivityHub {
  const listeners = new Map<string, Set<Listener>>();
  bus.on('conversation-activity', (event) => {
    if (!event.ownerId) return;
    const activity: InboxActivity = {
      conversation_id: event.conversationId,
      agent_id: event.agentId,
      kind: event.kind,
    };
    for (const listener of listeners.get(event.ownerId) ?? []) listener(activity);
  });
  return {
    subscribe(ownerId, listener) {
      const own = listeners.get(ownerId) ?? new Set<Listener>();
      own.add(listener);
      listeners.set(ownerId, own);
      return () => {
        own.delete(listener);
        if (own.size === 0 && listeners.get(ownerId) === own) listeners.delete(ownerId);
      };
    },
  };
}
