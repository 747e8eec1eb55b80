import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInboxActivityHub } from './inbox-activity';
import { createInboxStreams, HEARTBEAT_MS, type InboxStreams } from './inbox-event-stream';
import { createInboxPresence, type InboxPresence } from './inbox-presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether an owner has the inbox open on any node (what a visitor asking for a person is told). */
    inboxPresence: InboxPresence;
    inboxStreams: InboxStreams;
  }
}

/**
 * The inbox's services: who has it open, and the owners' live streams fed by the cluster's
 * conversation activity. An open stream counts as present for three heartbeats after its
 * last one, so a node that dies stops counting within a minute.
 */
export const inboxServices = fp(
  async (app: FastifyInstance) => {
    const { redis, bus, fellBack } = app.cluster;
    const presence = createInboxPresence({ redis, ttlMs: 3 * HEARTBEAT_MS, fellBack });
    const streams = createInboxStreams({ hub: createInboxActivityHub(bus), presence });
    app.decorate('inboxPresence', presence);
    app.decorate('inboxStreams', streams);
    // A closed account's open inbox stops at once, on every node, like its keys and calls.
    bus.on('account-closed', ({ userId }) => streams.closeFor(userId));
    app.addHook('preClose', async () => streams.closeAll());
  },
  { name: 'inbox-services', dependencies: ['app-services'] },
);
