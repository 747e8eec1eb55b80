import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SubscriptionSchema } from '../../../shared/schemas/billing';
import { PlansSchema } from '../../../shared/schemas/plans';
import { errorResponses } from '../../plugins/errors';
import { requireUser } from '../auth';
import { cancelSubscription, resumeSubscription } from './subscription-changes';
import { getSubscription } from './subscription-service';

export async function subscriptionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans on offer, their limits (-1 unlimited) and how each can be had here',
        response: { 200: PlansSchema },
      },
    },
    async () => {
      const { plans, payments } = app.billing;
      return {
        plans: plans.all().map((plan) => plans.view(plan, payments.name)),
        provider: payments.name,
      };
    },
  );

  api.get(
    '/api/subscription',
    {
      schema: {
        tags: ['billing'],
        summary: "The caller's plan, subscription and today's usage (UTC day)",
        response: { 200: SubscriptionSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      getSubscription({ db: app.db, billing: app.billing, userId: requireUser(request.principal) }),
  );

  api.post(
    '/api/cancel-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'End the subscription when its paid period ends',
        response: { 200: SubscriptionSchema, ...errorResponses(401, 409, 502, 503) },
      },
    },
    async (request) =>
      cancelSubscription({
        db: app.db,
        billing: app.billing,
        userId: requireUser(request.principal),
      }),
  );

  api.post(
    '/api/resume-subscription',
    {
      schema: {
        tags: ['billing'],
        summary: 'Keep a cancelled subscription: it renews again when its period ends',
        response: { 200: SubscriptionSchema, ...errorResponses(401, 409, 502, 503) },
      },
    },
    async (request) =>
      resumeSubscription({
        db: app.db,
        billing: app.billing,
        userId: requireUser(request.principal),
      }),
  );
}
