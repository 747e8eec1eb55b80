import type { FastifyInstance } from 'fastify';
import { apiKeysRoutes } from './api-keys-routes';
import { keyUsageRoutes } from './key-usage-routes';
import { deleteExpiredKeyUsage } from './usage-retention';

/** An owner's API keys and what their calls used; the usage ledger is swept like chats. */
export async function apiKeysModule(app: FastifyInstance) {
  app.retention.register('keyUsage', deleteExpiredKeyUsage);
  await app.register(apiKeysRoutes);
  await app.register(keyUsageRoutes);
}
