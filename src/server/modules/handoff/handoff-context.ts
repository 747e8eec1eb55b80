import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus, ClusterEvents } from '../../cluster/cluster-bus';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mailer';
import type { LiveMessage } from '../../../shared/schemas/handoff';
import type { StoredMessage } from '../chat';
import type { InboxPresence } from '../inbox';
import type { LiveHub } from './live-hub';

/** What stepping in works with, made once per app (handoff-module.ts). */
export interface HandoffContext {
  db: Db;
  bus: ClusterBus;
  live: LiveHub;
  presence: Pick<InboxPresence, 'someoneAround'>;
  mailer: Mailer;
  /** Where the app is, for the link in the owner's e-mail. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

type Activity = ClusterEvents['conversation-activity'];

/** Tells the agent owner's inboxes, on every node; a lost notice only delays a list's update. */
export function tellInboxes(context: HandoffContext, activity: Activity): void {
  void context.bus.publish('conversation-activity', activity);
}

/** A stored message as the live stream and the conversation read send it. */
export const liveMessage = (message: StoredMessage): LiveMessage => ({
  index: message.position,
  role: message.role,
  content: message.content,
  author: message.author,
  created_at: message.createdAt.toISOString(),
});
