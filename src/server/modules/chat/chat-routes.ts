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
import { ErrorBodySchema } from '../../../shared/schemas/error';
import { abortOnDisconnect } from './abort-on-disconnect';
import { replyWithChatStream } from './chat-event-stream';
import { sendChat, type ChatTurnRequest } from './chat-service';
import { getConversation } from './conversation-history';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const modelErrors = { 502: ErrorBodySchema, 504: ErrorBodySchema };

export const STREAM_DESCRIPTION =
  'Answers `text/event-stream`: `event: delta` with `{"text"}` pieces in order, then `event: done` ' +
  'with `{"response","message_index","engine"}` once the exchange is stored, or `event: error` ' +
  'with `{"error":{"code","message"}}` if the model fails midway (nothing is stored then). ' +
  'Errors found before the first piece are ordinary JSON errors with their status.';

export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const turnOf = (request: { viewerId?: string; body: ChatRequest }): ChatTurnRequest => ({
    db: app.db,
    engine: app.chatEngine,
    tools: app.toolsContext,
    agentRows: app.chatAgentRows,
    viewerId: request.viewerId,
    agentId: request.body.agent_id,
    sessionId: request.body.session_id,
    message: request.body.message,
  });

  api.post(
    '/api/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message to an agent and get its reply',
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, ...errors, ...modelErrors },
      },
    },
    async (request, reply) => sendChat(turnOf(request), abortOnDisconnect(reply)),
  );

  api.post(
    '/api/chat/stream',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message and receive the reply as Server-Sent Events',
        description: STREAM_DESCRIPTION,
        body: ChatRequestSchema,
        produces: ['text/event-stream'],
        response: { ...errors, ...modelErrors },
      },
    },
    async (request, reply) => replyWithChatStream(request, reply, turnOf(request)),
  );

  api.get(
    '/api/conversations/:session_id',
    {
      schema: {
        tags: ['chat'],
        summary: 'The stored conversation of a chat session, for whoever holds it',
        params: z.object({ session_id: SessionIdSchema }),
        response: { 200: ConversationSchema, ...errors },
      },
    },
    async (request) =>
      getConversation({
        db: app.db,
        sessionId: request.params.session_id,
        viewerId: request.viewerId,
      }),
  );
}
