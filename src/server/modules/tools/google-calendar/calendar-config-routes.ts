import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgentIdParamsSchema } from '../../../../shared/schemas/agent';
import {
  CalendarListItemSchema,
  CalendarTokenSchema,
  GoogleCalendarConfigInputSchema,
  GoogleCalendarConfigSchema,
} from '../../../../shared/schemas/tools';
import { errorResponses } from '../../../plugins/errors';
import { invalidateCatalogueOnWrite } from '../../agents';
import { requireUser, type Principal } from '../../auth';
import {
  deleteCalendarConfig,
  getCalendarConfig,
  listGoogleCalendars,
  saveCalendarConfig,
} from './calendar-config-service';
import { googleOAuthClient } from './google-token-client';

const errors = errorResponses(400, 401, 403, 404, 422, 502);
const PATH = '/api/agents/:id/tools/google_calendar';

/** The owner's setup of the Google Calendar tool on one of their agents. */
export async function calendarConfigRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const oauth = googleOAuthClient(app.config.tools);
  const { calendarGateway: gateway, toolSecrets: box } = app;
  // Saving or removing the setup selects or deselects the tool on the agent's card.
  invalidateCatalogueOnWrite(app);
  const schema = (summary: string) => ({ tags: ['tools'], summary, params: AgentIdParamsSchema });
  const context = (request: { principal: Principal; params: { id: string } }) => ({
    db: app.db,
    principal: request.principal,
    agentId: request.params.id,
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
      requireUser(request.principal);
      return gateway.calendars(request.body.access_token);
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
      listGoogleCalendars({ ...context(request), gateway, accessToken: request.body.access_token }),
  );

  api.get(
    PATH,
    {
      schema: {
        ...schema('The saved Google Calendar setup (never the token)'),
        response: { 200: GoogleCalendarConfigSchema, ...errors },
      },
    },
    async (request) => getCalendarConfig(context(request)),
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
      saveCalendarConfig({ ...context(request), gateway, box, oauth, input: request.body }),
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
      await deleteCalendarConfig(context(request));
      return reply.status(204).send(null);
    },
  );
}
