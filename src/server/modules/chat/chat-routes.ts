import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatRequestSchema,
  ChatResponseSchema,
  type ChatRequest,
  ConversationSchema,
  SessionIdSchema,
} from '../../../shared/schemas/chat';
import { errorResponses } from '../../plugins/errors';
import { collectReply, replyWithEventStream } from './chat-event-stream';
import type { ChatTurnLimit } from './chat-rate-limit';
import { deleteConversation, getConversation } from './conversation-history';
import { httpTurn } from './http-turn';
import type { TurnInput } from './turn-events';

export const CHAT_ERRORS = errorResponses(400, 401, 402, 404, 409, 429, 502, 504);

export const STREAM_DESCRIPTION =
  'Answers `text/event-stream`: `event: delta` with `{"text"}` pieces in order, `event: tool` ' +
  'with `{"tool","target"?}` when the agent uses a tool, then `event: done` with ' +
  '`{"response","message_index","engine"}` once the exchange is stored, or `event: error` ' +
  'with `{"error":{"code","message"}}` if the model fails midway (nothing is stored then). ' +
  'Errors found before the first event are ordinary JSON errors with their status. A repeat ' +
  'of a `client_message_id` answers the stored reply (one delta, then done).';

const ConversationQuerySchema = z.object({
  agent_id: z.uuid({ message: 'agent_id must be a UUID' }).optional(),
});

const CONVERSATION_DESCRIPTION =
  "Session ids are the caller's own: a key's (shared with its widget sessions), a signed-in " +
  "person's, or for visitors one agent's, so visitors send `agent_id`. Another caller's " +
  'conversation under the same id is never reached (404). `agent_id` from anyone else only ' +
  'narrows: a conversation with another agent is 404. Restricted keys get 403 `restricted_key`. ' +
  'A widget session reading its own session before anything was said in it gets it empty (200); ' +
  "these reads do not count against the key's hourly limit.";

export const turnInputOf = (body: ChatRequest): TurnInput => ({
  agentId: body.agent_id,
  sessionId: body.session_id,
  message: body.message,
  clientMessageId: body.client_message_id,
});

export async function chatRoutes(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/chat',
    {
      config: { usageKind: 'chat', widgetCallable: true },
      onRequest: limit,
      schema: {
        tags: ['chat'],
        summary: 'Send a message to an agent and get its reply',
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, ...CHAT_ERRORS },
      },
    },
    async (request, reply) =>
      collectReply(httpTurn(request, reply, turnInputOf(request.body), { streaming: false })),
  );

  api.post(
    '/api/chat/stream',
    {
      config: { usageKind: 'chat_stream', widgetCallable: true },
      onRequest: limit,
      schema: {
        tags: ['chat'],
        summary: 'Send a message and receive the reply as Server-Sent Events',
        description: STREAM_DESCRIPTION,
        body: ChatRequestSchema,
        produces: ['text/event-stream'],
        response: CHAT_ERRORS,
      },
    },
    async (request, reply) => {
      const input = turnInputOf(request.body);
      return replyWithEventStream(
        request,
        reply,
        httpTurn(request, reply, input, { streaming: true }),
      );
    },
  );

  api.get(
    '/api/conversations/:session_id',
    {
      config: {
        usageKind: 'conversation',
        widgetCallable: true,
        keyLimit: 'free-for-widget-sessions',
      },
      schema: {
        tags: ['chat'],
        summary: "The stored conversation of one of the caller's chat sessions",
        description: CONVERSATION_DESCRIPTION,
        params: z.object({ session_id: SessionIdSchema }),
        querystring: ConversationQuerySchema,
        response: { 200: ConversationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getConversation({
        db: app.db,
        sessionId: request.params.session_id,
        agentId: request.query.agent_id,
        principal: request.principal,
      }),
  );

  api.delete(
    '/api/conversations/:session_id',
    {
      config: { usageKind: 'conversation' },
      schema: {
        tags: ['chat'],
        summary: "Deletes a chat session's conversation, its files' text and its ratings",
        description: CONVERSATION_DESCRIPTION,
        params: z.object({ session_id: SessionIdSchema }),
        querystring: ConversationQuerySchema,
        response: {
          204: z.null().describe('Deleted'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await deleteConversation({
        db: app.db,
        sessionId: request.params.session_id,
        agentId: request.query.agent_id,
        principal: request.principal,
      });
      return reply.status(204).send(null);
    },
  );
}
