import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../../shared/schemas/error';
import {
  GoogleCalendarGrantInputSchema,
  GoogleCalendarGrantSchema,
} from '../../../../shared/schemas/tools';
import { requireViewer } from '../../../plugins/require-viewer';
import type { SecretBox } from '../secret-box';
import { createCalendarGrant } from './calendar-grant';
import { googleOAuthClient } from './google-token-client';

const errors = Object.fromEntries(
  [400, 401, 409, 422, 502].map((status) => [status, ErrorBodySchema]),
);

/** The code flow's server half: the popup's code becomes a sealed, renewable grant. */
export function calendarGrantRoutes(deps: { box: SecretBox }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const oauth = googleOAuthClient(app.config.tools);

    api.post(
      '/api/tools/google_calendar/grants',
      {
        schema: {
          tags: ['tools'],
          summary:
            "Exchange Google's one-time code for an access token and a sealed renewable grant (signed-in only)",
          body: GoogleCalendarGrantInputSchema,
          response: { 200: GoogleCalendarGrantSchema, ...errors },
        },
      },
      async (request) =>
        createCalendarGrant({
          oauth,
          box: deps.box,
          viewerId: requireViewer(request),
          code: request.body.code,
        }),
    );
  };
}
