import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GoogleCalendarGrantInputSchema,
  GoogleCalendarGrantSchema,
} from '../../../../shared/schemas/tools';
import { errorResponses } from '../../../plugins/errors';
import { requireUser } from '../../auth';
import { createCalendarGrant } from './calendar-grant';
import { googleOAuthClient } from './google-token-client';

/** The code flow's server half: the popup's code becomes a sealed, renewable grant. */
export async function calendarGrantRoutes(app: FastifyInstance) {
  const oauth = googleOAuthClient(app.config.tools);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tools/google_calendar/grants',
    {
      schema: {
        tags: ['tools'],
        summary:
          "Exchange Google's one-time code for an access token and a sealed renewable grant (signed-in only)",
        body: GoogleCalendarGrantInputSchema,
        response: { 200: GoogleCalendarGrantSchema, ...errorResponses(400, 401, 409, 422, 502) },
      },
    },
    async (request) =>
      createCalendarGrant({
        oauth,
        box: app.toolSecrets,
        userId: requireUser(request.principal),
        code: request.body.code,
      }),
  );
}
