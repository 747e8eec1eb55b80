import type { FastifyInstance } from 'fastify';
import type { ChatTurnLimit } from '../chat';
import type { HandoffContext } from './handoff-context';
import { tellInboxes } from './handoff-context';
import { asksForPerson } from './asks-for-person';
import { requestPerson } from './handoff-request';
import { startHandoffTimeout } from './handoff-timeout';
import { createLiveHub } from './live-hub';
import { createLiveStreams } from './live-stream';
import { takeoverRoutes } from './takeover-routes';
import { visitorHandoffRoutes } from './visitor-routes';

/**
 * Stepping in (issue 33 §5): the person asks for someone of the team, the agent's owner takes
 * the conversation over and hands it back, and a request nobody takes returns to the coach.
 * Registered in the scope widgets may call: the person's routes are widget-callable, the
 * owner's are not (they get no CORS headers). Chat turns hear of it through
 * `chatRuntime.handoff`.
 */
export async function handoffModule(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  // Presence is the inbox's: registered before this module (app.ts), said here, not assumed.
  if (!app.hasDecorator('inboxPresence')) {
    throw new Error('The handoff module needs the inbox services registered before it.');
  }
  const context: HandoffContext = {
    db: app.db,
    bus: app.cluster.bus,
    live: createLiveHub(app.cluster.bus),
    presence: app.inboxPresence,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  app.chatRuntime.handoff = {
    asksForPerson,
    request: async (conversation, person) =>
      (await requestPerson(context, conversation, person)).notice,
    stored: ({ id, agentId, agentOwnerId }) =>
      tellInboxes(context, { conversationId: id, agentId, ownerId: agentOwnerId, kind: 'message' }),
  };
  const streams = createLiveStreams({ db: app.db, hub: context.live });
  let timeout: ReturnType<typeof startHandoffTimeout> | undefined;
  app.addHook('onReady', async () => {
    timeout = startHandoffTimeout(context, app.config.chat.handoffWaitSeconds);
  });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => timeout?.stop());
  await app.register(visitorHandoffRoutes, { context, streams, limit });
  await app.register(takeoverRoutes, { context });
}
