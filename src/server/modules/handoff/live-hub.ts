import type { ClusterBus, ClusterEvents } from '../../cluster/cluster-bus';
import type { ConversationLiveEvent } from '../../../shared/schemas/handoff';

type LiveNotice = ClusterEvents['conversation-live'];
type Listener = (notice: LiveNotice) => void;

/** This node's visitors' live streams, fed by every node's 'conversation-live' notices. */
export interface LiveHub {
  /** Hears one conversation's events, or every conversation's (`'*'`); returns the stop. */
  listen(conversationId: string | '*', listener: Listener): () => void;
  /** Tells the person in the conversation, on whichever node their stream is. */
  tell(conversationId: string, event: ConversationLiveEvent): Promise<void>;
}

/** The bus cannot unsubscribe: one handler per node hands each notice to its listeners. */
export function createLiveHub(bus: ClusterBus): LiveHub {
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (key: string, notice: LiveNotice) => {
    for (const listener of listeners.get(key) ?? []) listener(notice);
  };
  bus.on('conversation-live', (notice) => {
    deliver(notice.conversationId, notice);
    deliver('*', notice);
  });
  return {
    listen(conversationId, listener) {
      let set = listeners.get(conversationId);
      if (!set) listeners.set(conversationId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(conversationId);
      };
    },
    tell: (conversationId, event) => bus.publish('conversation-live', { conversationId, event }),
  };
}
