import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BillingCustomerSchema } from '../../../shared/schemas/billing';
import { ErrorBodySchema } from '../../../shared/schemas/error';
import { requireViewer } from '../../plugins/require-viewer';
import { ensureBillingCustomer } from './billing-customer-service';

export async function billingCustomerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/create-customer',
    {
      schema: {
        tags: ['billing'],
        summary: "Create the caller's billing-customer record (idempotent; called after sign-up)",
        response: { 200: BillingCustomerSchema, 201: BillingCustomerSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const customer = await ensureBillingCustomer({
        db: app.db,
        viewerId: requireViewer(request),
      });
      return reply.status(customer.created ? 201 : 200).send(customer);
    },
  );
}
