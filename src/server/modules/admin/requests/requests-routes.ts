import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OperatorRequestsSchema } from '../../../../shared/schemas/admin-people';
import { errorResponses } from '../../../plugins/errors';
import { listRequests, setRequestStatus } from './requests-service';

const Status = z.enum(['new', 'answered']);

/** The console's Requests page: what people sent through the contact and quote forms. */
export async function requestsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact, quote and "Contact us" requests, newest first (at most 200)',
        querystring: z.object({ status: z.enum(['new', 'answered', 'all']).default('all') }),
        response: { 200: OperatorRequestsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      requests: await listRequests({
        db: app.db,
        plans: app.billing.plans,
        status: request.query.status,
      }),
    }),
  );

  api.post(
    '/api/admin/requests/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a request new or answered',
        params: z.object({ id: z.uuid() }),
        body: z.object({ status: Status }),
        response: {
          200: z.object({ id: z.string(), status: Status }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) =>
      setRequestStatus({
        db: app.db,
        actor: request.operator,
        id: request.params.id,
        status: request.body.status,
      }),
  );
}
