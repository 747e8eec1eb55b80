import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../shared/schemas/error';
import {
  ProfileInputSchema,
  ProfileSavedSchema,
  ProfileSchema,
} from '../../../shared/schemas/profile';
import { requireViewer } from '../../plugins/require-viewer';
import { getProfile, saveProfile } from './profile-service';

export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's profile",
        response: { 200: ProfileSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => getProfile({ db: app.db, viewerId: requireViewer(request) }),
  );

  api.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Save the caller's profile (e-mail cannot be changed here)",
        body: ProfileInputSchema,
        response: { 200: ProfileSavedSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({
      message: 'Profile updated successfully!',
      profile: await saveProfile({
        db: app.db,
        viewerId: requireViewer(request),
        input: request.body,
      }),
    }),
  );
}
