import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ProfileInputSchema,
  ProfileSavedSchema,
  ProfileSchema,
} from '../../../shared/schemas/profile';
import { errorResponses } from '../../plugins/errors';
import { invalidateCatalogueOnWrite } from '../agents/catalogue-invalidation';
import { getProfile, saveProfile } from './profile-service';

export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A saved name is what the cards of that person's public agents show as 'Created by'.
  invalidateCatalogueOnWrite(app);

  api.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile",
        response: { 200: ProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfile({ db: app.db, principal: request.principal }),
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
      profile: await saveProfile({ db: app.db, principal: request.principal, input: request.body }),
    }),
  );
}
