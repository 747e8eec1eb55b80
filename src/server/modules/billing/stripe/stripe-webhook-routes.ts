import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../../domain-error';
import { errorResponses } from '../../../plugins/errors';
import { createStripeClient } from './stripe-client';
import { readEnvelope } from './stripe-event-reader';
import { applyStripeEvent } from './stripe-webhooks';

/** Stripe's signature allows this much clock difference; older deliveries are replays. */
const TOLERANCE_S = 300;

/**
 * Stripe's webhooks, the source of truth for subscriptions and invoices. The body is kept raw
 * (this scope only) because the signature is over the exact bytes Stripe sent.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  const settings = app.config.billing.stripe;
  const stripe = settings ? createStripeClient(settings) : undefined;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          ...errorResponses(400, 404, 502, 503),
        },
      },
    },
    async (request) => {
      if (!stripe || !settings) throw notFound('Stripe is not configured on this server.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('A Stripe event needs its Stripe-Signature header and a JSON body.');
      }
      let verified: unknown;
      try {
        verified = stripe.webhooks.constructEvent(
          request.body,
          signature,
          settings.webhookSecret,
          TOLERANCE_S,
        );
      } catch (error) {
        // The signature is checked first: a body that fails to parse was signed correctly.
        if (error instanceof SyntaxError) throw badRequest('The Stripe event is not valid JSON.');
        throw badRequest(`The Stripe signature was refused: ${(error as Error).message}`);
      }
      const event = readEnvelope(verified);
      const outcome = await applyStripeEvent({
        db: app.db,
        stripe,
        plans: app.billing.plans,
        event,
      });
      request.log.info({ event: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true as const, outcome };
    },
  );
}
