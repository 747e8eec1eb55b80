import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutOutcomeSchema,
  CheckoutSessionInputSchema,
  CheckoutSessionSchema,
} from '../../../shared/schemas/billing';
import { errorResponses } from '../../plugins/errors';
import { requireUser } from '../auth';
import { checkoutOutcome } from './checkout-outcome';
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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/checkout-sessions/:id',
    {
      schema: {
        tags: ['billing'],
        summary:
          'How a checkout the caller opened went (its id comes back in the return address as ?checkout=)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: CheckoutOutcomeSchema, ...errorResponses(401, 404, 502, 503) },
      },
    },
    async (request) =>
      checkoutOutcome({
        db: app.db,
        billing: app.billing,
        userId: requireUser(request.principal),
        id: request.params.id,
      }),
  );
}
