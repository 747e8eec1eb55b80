import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OperatorLogSchema } from '../../../shared/schemas/admin-people';
import { errorResponses } from '../../plugins/errors';
import { latestOperatorActions } from './operator-log';

/** The console's Log page: the latest 100 changes operators made, newest first. */
export async function operatorLogRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest 100 changes operators made: who, what, when',
        response: { 200: OperatorLogSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      entries: (await latestOperatorActions(app.db, 100)).map((entry) => ({
        id: entry.id,
        actor: entry.actor,
        action: entry.action,
        detail: entry.detail,
        created_at: entry.createdAt.toISOString(),
      })),
    }),
  );
}
