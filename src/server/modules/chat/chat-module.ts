import type { FastifyInstance } from 'fastify';
import { chatFilesRoutes } from './chat-files-routes';
import { chatRateLimit } from './chat-rate-limit';
import { chatRoutes } from './chat-routes';
import { wizardModule } from '../wizard/wizard-module';

/** Every chat route, sharing one per-caller limit on turns: the wizard's chat and plan too. */
export async function chatModule(app: FastifyInstance) {
  const limit = chatRateLimit(app);
  await app.register(chatRoutes, { limit });
  await app.register(chatFilesRoutes, { limit });
  await app.register(wizardModule, { limit });
}
