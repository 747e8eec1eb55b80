import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BillingCustomerSchema } from '../../../shared/schemas/billing';
import { errorResponses } from '../../plugins/errors';
import { ensureBillingCustomer } from './billing-customer-service';

export async function billingCustomerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/create-customer',
    {
      schema: {
        tags: ['billing'],
        summary: "Create the caller's billing-customer record (idempotent; called after sign-up)",
        response: {
          200: BillingCustomerSchema,
          201: BillingCustomerSchema,
          ...errorResponses(401, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const customer = await ensureBillingCustomer({
        db: app.db,
        payments: app.billing.payments,
        principal: request.principal,
      });
      return reply.status(customer.created ? 201 : 200).send(customer);
    },
  );
}
