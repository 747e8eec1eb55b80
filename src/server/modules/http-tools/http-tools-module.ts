import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkHttpEntriesOnAgentForms } from './http-tool-entries-check';
import { httpToolsRoutes } from './http-tools-routes';

/**
 * Owners' HTTP tools: their routes, and the check that an agent's 'http:' entries name the
 * owner's own tools. Not encapsulated, so the check reaches the agent routes; register it
 * before them.
 */
export const httpToolsModule = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', checkHttpEntriesOnAgentForms(app.db));
    await app.register(httpToolsRoutes);
  },
  { name: 'http-tools' },
);
