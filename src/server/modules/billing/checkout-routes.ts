import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CheckoutSessionInputSchema, CheckoutSessionSchema } from '../../../shared/schemas/billing';
import { errorResponses } from '../../plugins/errors';
import { createCheckoutSession } from './checkout-service';

export async function checkoutRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/create-checkout-session',
    {
      schema: {
        tags: ['billing'],
        summary: "Open the payment provider's checkout for a plan (price_id is the plan's id)",
        body: CheckoutSessionInputSchema,
        response: { 200: CheckoutSessionSchema, ...errorResponses(400, 401, 409, 502, 503) },
      },
    },
    async (request) =>
      createCheckoutSession({
        db: app.db,
        config: app.config,
        billing: app.billing,
        principal: request.principal,
        input: request.body,
      }),
  );
}
