import type { FastifyInstance } from 'fastify';
import { chatFilesRoutes } from './chat-files-routes';
import type { ChatTurnLimit } from './chat-rate-limit';
import { chatRoutes } from './chat-routes';
import { deleteExpiredConversations } from './conversation-retention';

/**
 * Every chat route, sharing one per-caller limit on turns (`chatRateLimit`), which app.ts
 * makes once and hands to the wizard too, whose chat and plan spend the same turns.
 */
export async function chatModule(app: FastifyInstance, { limit }: { limit: ChatTurnLimit }) {
  app.retention.register('conversations', deleteExpiredConversations);
  await app.register(chatRoutes, { limit });
  await app.register(chatFilesRoutes, { limit });
}
