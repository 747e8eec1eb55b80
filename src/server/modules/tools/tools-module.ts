import type { FastifyInstance } from 'fastify';
import { calendarConfigRoutes } from './google-calendar/calendar-config-routes';
import { calendarGrantRoutes } from './google-calendar/calendar-grant-routes';
import { toolsRoutes } from './tools-routes';

/** The tool catalogue and each tool's setup for an agent (the Google Calendar grant). */
export async function toolsModule(app: FastifyInstance) {
  await app.register(toolsRoutes);
  await app.register(calendarConfigRoutes);
  await app.register(calendarGrantRoutes);
}
