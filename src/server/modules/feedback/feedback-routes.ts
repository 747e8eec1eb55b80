import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackRequestSchema } from '../../../shared/schemas/chat';
import { errorResponses } from '../../plugins/errors';
import { rateReply } from './feedback-service';

export async function feedbackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/feedback',
    {
      // The widget rates replies of its own session (the service holds it to that session).
      config: { widgetCallable: true },
      schema: {
        tags: ['chat'],
        summary: 'Rate a coach reply (a reason is required for a negative rating)',
        body: FeedbackRequestSchema,
        response: {
          200: z.object({
            status: z.literal('recorded'),
            message_index: z.number(),
            feedback: z.enum(['positive', 'negative']),
          }),
          ...errorResponses(400, 403, 404, 422),
        },
      },
    },
    async (request) =>
      rateReply({
        db: app.db,
        cluster: app.cluster.bus,
        principal: request.principal,
        input: request.body,
      }),
  );
}
