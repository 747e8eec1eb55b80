import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentIdParamsSchema } from '../../../../shared/schemas/agent';
import { ErrorBodySchema } from '../../../../shared/schemas/error';
import {
  CalendarListItemSchema,
  CalendarTokenSchema,
  GoogleCalendarConfigInputSchema,
  GoogleCalendarConfigSchema,
} from '../../../../shared/schemas/tools';
import { requireViewer } from '../../../plugins/require-viewer';
import type { SecretBox } from '../secret-box';
import {
  deleteCalendarConfig,
  getCalendarConfig,
  listGoogleCalendars,
  saveCalendarConfig,
  type CalendarGateway,
} from './calendar-config-service';
import { calendarGrantRoutes } from './calendar-grant-routes';
import { googleOAuthClient } from './google-token-client';

const errors = Object.fromEntries(
  [400, 401, 403, 404, 422, 502].map((status) => [status, ErrorBodySchema]),
);
const PATH = '/api/agents/:id/tools/google_calendar';

/** The owner's setup of the Google Calendar tool on one of their agents. */
export function calendarConfigRoutes(deps: { gateway: CalendarGateway; box: SecretBox }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const oauth = googleOAuthClient(app.config.tools);
    await app.register(calendarGrantRoutes({ box: deps.box }));
    const schema = (summary: string) => ({
      tags: ['tools'],
      summary,
      params: AgentIdParamsSchema,
    });

    // Before an agent exists (the create screen), a signed-in person may list their calendars.
    api.post(
      '/api/tools/google_calendar/calendars',
      {
        schema: {
          tags: ['tools'],
          summary: 'List the calendars behind a fresh Google access token (signed-in only)',
          body: CalendarTokenSchema,
          response: { 200: z.array(CalendarListItemSchema), ...errors },
        },
      },
      async (request) => {
        requireViewer(request);
        return deps.gateway.calendars(request.body.access_token);
      },
    );

    api.post(
      `${PATH}/calendars`,
      {
        schema: {
          ...schema('List the calendars of the Google account behind a fresh access token'),
          body: CalendarTokenSchema,
          response: { 200: z.array(CalendarListItemSchema), ...errors },
        },
      },
      async (request) =>
        listGoogleCalendars({
          db: app.db,
          viewerId: requireViewer(request),
          agentId: request.params.id,
          gateway: deps.gateway,
          accessToken: request.body.access_token,
        }),
    );

    api.get(
      PATH,
      {
        schema: {
          ...schema('The saved Google Calendar setup (never the token)'),
          response: { 200: GoogleCalendarConfigSchema, ...errors },
        },
      },
      async (request) =>
        getCalendarConfig({
          db: app.db,
          viewerId: requireViewer(request),
          agentId: request.params.id,
        }),
    );

    api.put(
      PATH,
      {
        schema: {
          ...schema('Save the Google Calendar setup; the token (or grant) is kept encrypted'),
          body: GoogleCalendarConfigInputSchema,
          response: { 200: GoogleCalendarConfigSchema, ...errors },
        },
      },
      async (request) =>
        saveCalendarConfig({
          db: app.db,
          viewerId: requireViewer(request),
          agentId: request.params.id,
          gateway: deps.gateway,
          box: deps.box,
          oauth,
          input: request.body,
        }),
    );

    api.delete(
      PATH,
      {
        schema: {
          ...schema('Disconnect Google Calendar from the agent'),
          response: { 204: z.null().describe('Disconnected'), ...errors },
        },
      },
      async (request, reply) => {
        await deleteCalendarConfig({
          db: app.db,
          viewerId: requireViewer(request),
          agentId: request.params.id,
        });
        return reply.status(204).send(null);
      },
    );
  };
}
