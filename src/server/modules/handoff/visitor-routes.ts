import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HandoffPathSchema,
  HandoffRequestSchema,
  HandoffResponseSchema,
} from '../../../shared/schemas/handoff';
import { errorResponses } from '../../plugins/errors';
import { openConversation, type ChatTurnLimit } from '../chat';
import type { HandoffContext } from './handoff-context';
import { requestPerson } from './handoff-request';
import { LIVE_HEARTBEAT_MS, type LiveStreams } from './live-stream';

const EventsQuerySchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }).optional(),
});

/** What the person in a conversation calls: asking for a person, and its live events. */
export async function visitorHandoffRoutes(
  app: FastifyInstance,
  deps: { context: HandoffContext; streams: LiveStreams; limit: ChatTurnLimit },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/conversations/:session_id/handoff',
    {
      config: { usageKind: 'conversation', widgetCallable: true },
      // Each request stores a notice: it shares the caller's per-minute budget of chat turns.
      onRequest: deps.limit,
      schema: {
        tags: ['chat'],
        summary: 'Asks for someone of the team to join the conversation',
        description:
          'For whoever holds the session (as for sending a message; a session not started yet ' +
          'is started). The conversation waits for a person and the agent owner is told (inbox, ' +
          'and e-mail when SMTP is set); `message` says truly whether someone is around. The ' +
          'coach keeps answering until someone takes it over. Restricted keys get 403.',
        params: HandoffPathSchema,
        body: HandoffRequestSchema,
        response: { 200: HandoffResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const conversation = await openConversation({
        db: app.db,
        agents: app.chatRuntime.agents,
        principal: request.principal,
        agentId: request.body.agent_id,
        sessionId: request.params.session_id,
      });
      const { state, someone_around, message } = await requestPerson(deps.context, conversation);
      return { state, someone_around, message };
    },
  );

  api.get(
    '/api/conversations/:session_id/events',
    {
      config: {
        usageKind: 'conversation',
        widgetCallable: true,
        keyLimit: 'free-for-widget-sessions',
      },
      schema: {
        tags: ['chat'],
        summary: "A conversation's live events, as Server-Sent Events",
        description:
          'For whoever may read the conversation (visitors send `agent_id`). `event: state` ' +
          '{state, by} at once and whenever it changes hands, `event: message` with what a ' +
          'team member writes and notices ({index, role, content, author, created_at}), ' +
          `whichever node it happened on; a comment line every ${LIVE_HEARTBEAT_MS / 1000} s.`,
        params: HandoffPathSchema,
        querystring: EventsQuerySchema,
        produces: ['text/event-stream'],
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const stream = await deps.streams.open({
        principal: request.principal,
        sessionId: request.params.session_id,
        agentId: request.query.agent_id,
      });
      request.raw.on('close', stream.close);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream.body as never);
    },
  );
}
