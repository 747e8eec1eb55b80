import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatRequestSchema,
  ChatResponseSchema,
  ConversationSchema,
  SessionIdSchema,
} from '../../../shared/schemas/chat';
import { ErrorBodySchema } from '../../../shared/schemas/error';
import { sendChat } from './chat-service';
import { getConversation } from './conversation-store';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/chat',
    {
      schema: {
        tags: ['chat'],
        summary: 'Send a message to an agent and get its reply',
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, ...errors },
      },
    },
    async (request) =>
      sendChat({
        db: app.db,
        engine: app.chatEngine,
        viewerId: request.viewerId,
        agentId: request.body.agent_id,
        sessionId: request.body.session_id,
        message: request.body.message,
      }),
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
