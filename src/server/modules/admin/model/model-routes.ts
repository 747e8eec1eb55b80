import type { FastifyInstance } from 'fastify';
import { modelCheckRoutes } from './model-check-routes';
import { modelServerRoutes } from './model-server-routes';
import { modelSettingsRoutes } from './model-settings-routes';

/** The console's language model page: its setting, its checks, and the servers found nearby. */
export async function modelConsoleRoutes(app: FastifyInstance) {
  await app.register(modelSettingsRoutes);
  await app.register(modelCheckRoutes);
  await app.register(modelServerRoutes);
}
