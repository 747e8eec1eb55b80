import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { ConversationLiveEvent } from '../../shared/schemas/handoff';
import type { RedisConnection } from './redis-connection';

/** What one node tells the others; each handler runs on every node, the sender's too. */
export interface ClusterEvents {
  /** An agent was created, edited or deleted: visitors' catalogue pages are stale. */
  'catalogue-changed': Record<string, never>;
  /** A key was edited or revoked: forget it, and end its calls if it can no longer be used. */
  'api-key-changed': { keyId: string };
  /** An account was closed or disabled: its keys and live calls stop at once. */
  'account-closed': { userId: string };
  /** An operator saved model or speech settings in the console: read them again. */
  'settings-changed': { area: 'model' | 'speech' };
  /**
   * Something happened in a conversation (a message stored, a request for a person, a
   * takeover or hand-back): owners' inbox streams on every node update their list.
   */
  'conversation-activity': {
    conversationId: string;
    agentId: string;
    /** The agent's owner, whose inbox shows it; null for agents nobody owns (seeded). */
    ownerId: string | null;
    kind: 'message' | 'rated' | 'handoff-requested' | 'taken' | 'released';
  };
  /** What the person in a conversation must see live (a team member's reply, a change of hands). */
  'conversation-live': { conversationId: string; event: ConversationLiveEvent };
}

export type ClusterTopic = keyof ClusterEvents;

export interface ClusterBus {
  readonly nodeId: string;
  /** Resolves once Redis has taken the notice (at once without Redis); never rejects. */
  publish<T extends ClusterTopic>(topic: T, event: ClusterEvents[T]): Promise<void>;
  on<T extends ClusterTopic>(topic: T, handler: (event: ClusterEvents[T]) => void): void;
  close(): Promise<void>;
}

/**
 * Cross-node notices over Redis pub/sub, delivered to this node's handlers at once and to
 * the other nodes' through Redis. Without Redis (one process) only the local delivery runs.
 * A notice sent while Redis is away is lost: every cache that listens also expires by itself
 * within seconds (keys 10 s, catalogue CATALOGUE_CACHE_TTL_MS), which bounds how stale it can be.
 */
export function createClusterBus(options: {
  redis?: RedisConnection;
  log: FastifyBaseLogger;
}): ClusterBus {
  const { redis, log } = options;
  const nodeId = randomUUID();
  const local = new EventEmitter();
  local.setMaxListeners(50);

  const deliver = (topic: string, event: unknown) => {
    try {
      local.emit(topic, event);
    } catch (error) {
      log.error({ err: error, topic }, 'cluster: a notice handler failed');
    }
  };

  const channel = `${redis?.prefix ?? ''}events`;
  if (redis) {
    redis.subscriber.subscribe(channel).catch((error: unknown) => {
      log.warn({ err: error }, 'cluster: could not subscribe to notices yet');
    });
    redis.subscriber.on('message', (received: string, text: string) => {
      if (received !== channel) return;
      try {
        const { from, topic, event } = JSON.parse(text) as {
          from: string;
          topic: string;
          event: unknown;
        };
        if (from !== nodeId) deliver(topic, event);
      } catch {
        log.warn('cluster: an unreadable notice was ignored');
      }
    });
  }

  return {
    nodeId,
    async publish(topic, event) {
      deliver(topic, event);
      if (!redis?.ready) return;
      const message = JSON.stringify({ from: nodeId, topic, event });
      await redis.commands.publish(channel, message).then(
        () => undefined,
        (error: unknown) => {
          log.warn({ err: error, topic }, 'cluster: a notice did not reach the other nodes');
        },
      );
    },
    on(topic, handler) {
      local.on(topic, handler as (event: unknown) => void);
    },
    async close() {
      local.removeAllListeners();
    },
  };
}
