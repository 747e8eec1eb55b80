import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { user } from '../../../db/auth-schema';
import { DomainError, notFound } from '../../../domain-error';
import { errorResponses } from '../../../plugins/errors';
import {
  AccountDisabledSchema,
  PlanSetSchema,
  setAccountDisabled,
  setAccountPlan,
} from '../operator-actions';
import { setOperator } from './operator-grant';

const Params = z.object({ id: z.string().min(1).max(100) });
const refusals = errorResponses(400, 401, 403, 404, 409);

/** The People page's buttons: one account, by id; each change goes to the operator log. */
export async function personActionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const emailOf = async (id: string) => {
    const [account] = await app.db.select({ email: user.email }).from(user).where(eq(user.id, id));
    if (!account) throw notFound(`No account has the id ${id}; reload the list of people.`);
    return account.email;
  };

  api.post(
    '/api/admin/people/:id/disable',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable an account (its sessions end at once) or enable it again',
        params: Params,
        body: z.object({ disabled: z.boolean() }),
        response: {
          200: AccountDisabledSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { disabled } = request.body;
      const email = await emailOf(id);
      if (disabled && request.operator.userId === id) {
        throw new DomainError(
          'conflict',
          'own_account',
          'You cannot disable your own account from the console: another operator can.',
        );
      }
      return setAccountDisabled(app, request.operator, { email, disabled });
    },
  );

  api.post(
    '/api/admin/people/:id/plan',
    {
      schema: {
        tags: ['admin'],
        summary: "Put an account on a plan from now (a priced plan's period is invoiced)",
        params: Params,
        body: z.object({ plan: z.string().trim().min(1).max(40) }),
        response: {
          200: PlanSetSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const email = await emailOf(request.params.id);
      return setAccountPlan(app, request.operator, { email, plan: request.body.plan });
    },
  );

  api.post(
    '/api/admin/people/:id/operator',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make an account an operator, or take it back',
        params: Params,
        body: z.object({ operator: z.boolean() }),
        response: {
          200: z.object({ id: z.string(), email: z.string(), operator: z.boolean() }),
          ...refusals,
        },
      },
    },
    async (request) =>
      setOperator({
        db: app.db,
        config: app.config,
        actor: request.operator,
        account: { id: request.params.id },
        operator: request.body.operator,
      }),
  );
}
