import type { FastifyInstance } from 'fastify';
import { deleteClosedAccounts } from './account-closure';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountClosedSchema,
  AccountProfileSchema,
  CloseAccountInputSchema,
  ProfileInputSchema,
  ProfileSavedSchema,
} from '../../../shared/schemas/profile';
import { errorResponses } from '../../plugins/errors';
import { invalidateCatalogueOnWrite } from '../agents';
import { requireUser } from '../auth';
import { closeAccount } from './account-closure';
import { getProfile, saveProfile } from './profile-service';

export async function profileRoutes(app: FastifyInstance) {
  // Closed accounts are kept 12 months whatever the retention period.
  app.retention.register('closedAccounts', (tx, _months, now) => deleteClosedAccounts(tx, now));
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A saved name is what the cards of that person's public agents show as 'Created by'.
  invalidateCatalogueOnWrite(app);

  api.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile",
        response: { 200: AccountProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfile({ db: app.db, config: app.config, principal: request.principal }),
  );

  api.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Save the caller's profile (e-mail cannot be changed here)",
        body: ProfileInputSchema,
        response: { 200: ProfileSavedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      message: 'Profile updated successfully!',
      profile: await saveProfile({
        db: app.db,
        config: app.config,
        principal: request.principal,
        input: request.body,
      }),
    }),
  );

  api.post(
    '/api/profile/close',
    {
      schema: {
        tags: ['profile'],
        summary: "Close the caller's account (its data is deleted 12 months later)",
        description:
          'Signs the account out everywhere, revokes its API keys, takes its agents offline and ' +
          'refuses sign-in from then on. A paid plan that would renew must be cancelled first (409).',
        body: CloseAccountInputSchema,
        response: { 200: AccountClosedSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const userId = requireUser(request.principal);
      const closed = await closeAccount({
        db: app.db,
        userId,
        confirmEmail: request.body.confirm_email,
      });
      // Every node forgets the account's keys and ends its live calls.
      await app.cluster.bus.publish('account-closed', { userId });
      return closed;
    },
  );
}
