import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedbackRequestSchema } from '../../../shared/schemas/chat';
import { ErrorBodySchema } from '../../../shared/schemas/error';
import { rateReply } from './feedback-service';

export async function feedbackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/feedback',
    {
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
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => rateReply({ db: app.db, viewerId: request.viewerId, input: request.body }),
  );
}
