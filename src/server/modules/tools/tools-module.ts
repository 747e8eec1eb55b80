import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CalendarGateway } from './google-calendar/calendar-config-service';
import { calendarConfigRoutes } from './google-calendar/calendar-config-routes';
import { calendarGrantRoutes } from './google-calendar/calendar-grant-routes';
import { createCalendarGateway } from './google-calendar/calendar-gateway';
import type { SecretBox } from './secret-box';
import { toolsRoutes } from './tools-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals tool credentials (Google tokens, HTTP tools' keys, the console's keys) at rest. */
    toolSecrets: SecretBox;
    /** What the server asks Google while an owner sets the calendar tool up. */
    calendarGateway: CalendarGateway;
  }
}

/** The tools' sealed credentials (the server secrets' box) and the Google gateway. */
export const toolsServices = fp(
  async (app: FastifyInstance) => {
    app.decorate('toolSecrets', app.serverSecrets.toolSecrets);
    app.decorate('calendarGateway', createCalendarGateway(app.config.tools));
  },
  { name: 'tools-services', dependencies: ['app-services'] },
);

/** The tool catalogue and each tool's setup for an agent (the Google Calendar grant). */
export async function toolsModule(app: FastifyInstance) {
  await app.register(toolsRoutes);
  await app.register(calendarConfigRoutes);
  await app.register(calendarGrantRoutes);
}
