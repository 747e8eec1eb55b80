import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PeopleListSchema, PeopleQuerySchema } from '../../../../shared/schemas/admin-people';
import { errorResponses } from '../../../plugins/errors';
import { listPeople } from './people-list';
import { personActionRoutes } from './person-action-routes';
import { setOperator } from './operator-grant';

/** The console's People page, and the command line's grant-operator / revoke-operator. */
export async function peopleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/people',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts, newest first, 25 a page; q matches the e-mail or the name',
        querystring: PeopleQuerySchema,
        response: { 200: PeopleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      listPeople({
        db: app.db,
        config: app.config,
        plans: app.billing.plans,
        q: request.query.q || undefined,
        page: request.query.page,
      }),
  );

  api.post(
    '/api/admin/grant-operator',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make the account of an e-mail an operator, or take it back (operator: false)',
        body: z.object({ email: z.string().trim().min(3).max(320), operator: z.boolean() }),
        response: {
          200: z.object({ id: z.string(), email: z.string(), operator: z.boolean() }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) =>
      setOperator({
        db: app.db,
        config: app.config,
        actor: request.operator,
        account: { email: request.body.email },
        operator: request.body.operator,
      }),
  );

  await app.register(personActionRoutes);
}
