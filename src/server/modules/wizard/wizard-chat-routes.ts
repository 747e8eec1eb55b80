import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatResponseSchema } from '../../../shared/schemas/chat';
import {
  WizardChatRequestSchema,
  WizardSessionParamsSchema,
  type WizardChatRequest,
} from '../../../shared/schemas/wizard';
import type { Principal } from '../auth';
import { collectReply, replyWithEventStream } from '../chat';
import type { ChatTurnLimit } from '../chat';
import { CHAT_ERRORS, STREAM_DESCRIPTION } from '../chat';
import { httpTurn } from '../chat';
import { errorResponses } from '../../plugins/errors';
import { wizardChatInput } from './wizard-chat-service';

const WIZARD_CHAT_ERRORS = { ...CHAT_ERRORS, ...errorResponses(403) };

/** The wizard's chat pane: the coach, told which step the founder is on and what they answered. */
export async function wizardChatRoutes(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const inputOf = (request: {
    principal: Principal;
    params: { session_id: string };
    body: WizardChatRequest;
  }) =>
    wizardChatInput({
      db: app.db,
      principal: request.principal,
      sessionId: request.params.session_id,
      body: request.body,
    });
  const schema = {
    tags: ['wizard'],
    params: WizardSessionParamsSchema,
    body: WizardChatRequestSchema,
  };

  api.post(
    '/api/wizard-sessions/:session_id/chat',
    {
      onRequest: limit,
      schema: {
        ...schema,
        summary: "Asks the wizard's coach about the open step; the reply in one piece",
        response: { 200: ChatResponseSchema, ...WIZARD_CHAT_ERRORS },
      },
    },
    async (request, reply) => {
      const input = await inputOf(request);
      return collectReply(httpTurn(request, reply, input, { streaming: false }));
    },
  );

  api.post(
    '/api/wizard-sessions/:session_id/chat/stream',
    {
      onRequest: limit,
      schema: {
        ...schema,
        summary: "Asks the wizard's coach about the open step; the reply as Server-Sent Events",
        description: STREAM_DESCRIPTION,
        produces: ['text/event-stream'],
        response: WIZARD_CHAT_ERRORS,
      },
    },
    async (request, reply) => {
      const input = await inputOf(request);
      return replyWithEventStream(
        request,
        reply,
        httpTurn(request, reply, input, { streaming: true }),
      );
    },
  );
}
