import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors';
import { recordInvoicePayment } from '../billing';
import {
  AccountDisabledSchema,
  PlanSetSchema,
  setAccountDisabled,
  setAccountPlan,
} from './operator-actions';
import { recordOperatorAction } from './operator-log';

/**
 * The operator commands `npm run admin` sends (and the console's People page reuses): under
 * the admin scope, so only an operator or the command line on the server reaches them.
 */
export async function adminRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/disable-user',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().min(3), disabled: z.boolean().default(true) }),
        response: {
          200: AccountDisabledSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => setAccountDisabled(app, request.operator, request.body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/set-plan',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().min(3), plan: z.string().min(1).max(40) }),
        response: {
          200: PlanSetSchema,
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => setAccountPlan(app, request.operator, request.body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/record-payment',
    {
      schema: {
        hide: true,
        body: z.object({ invoice: z.string().min(1).max(64), paid_on: z.iso.date().optional() }),
        response: {
          200: z.object({
            invoice: z.string(),
            amountPaid: z.number(),
            currency: z.string(),
            paidAt: z.date(),
          }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const paid = await recordInvoicePayment({
        db: app.db,
        number: request.body.invoice,
        paidAt: request.body.paid_on ? new Date(request.body.paid_on) : undefined,
      });
      await recordOperatorAction(app.db, request.operator, 'record-payment', {
        invoice: paid.invoice,
      });
      return paid;
    },
  );
}
