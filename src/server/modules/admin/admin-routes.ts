import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/errors';
import { HttpError } from '../../http-error';
import { recordInvoicePayment } from '../billing/invoices/record-invoice-payment';
import { setLocalPlan } from '../billing/local-plans';
import { disableUser } from './admin-service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Operator calls: only from this machine, and only with the token the server wrote to disk. */
function checkOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
  const expected = Buffer.from(token);
  const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokenOk) {
    throw new HttpError(404, 'not_found', `No route for ${request.method} ${request.url}.`);
  }
}

/**
 * While a PGlite server runs it holds the data directory, so `npm run admin` reaches the
 * running process through this loopback-only route instead of opening the database.
 */
export async function adminRoutes(app: FastifyInstance) {
  // Before the body is parsed or validated: anyone else is told there is no such route, and
  // never how the body should look.
  app.addHook('onRequest', async (request) => checkOperator(request, app.adminToken));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/disable-user',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().min(3), disabled: z.boolean().default(true) }),
        response: {
          200: z.object({ userId: z.string(), sessionsEnded: z.number() }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const result = await disableUser({ db: app.db, ...request.body });
      // Every node forgets the account's keys and ends its live calls.
      if (request.body.disabled) await app.cluster.bus.publish('account-closed', result);
      return result;
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/set-plan',
    {
      schema: {
        hide: true,
        body: z.object({ email: z.string().min(3), plan: z.string().min(1).max(40) }),
        response: {
          200: z.object({
            plan: z.string(),
            periodEnd: z.date().nullable(),
            invoice: z.string().optional(),
          }),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => {
      const { email, plan } = request.body;
      return setLocalPlan({
        db: app.db,
        config: app.config.billing,
        plans: app.billing.plans,
        email,
        planId: plan,
      });
    },
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
    async (request) =>
      recordInvoicePayment({
        db: app.db,
        number: request.body.invoice,
        paidAt: request.body.paid_on ? new Date(request.body.paid_on) : undefined,
      }),
  );
}
