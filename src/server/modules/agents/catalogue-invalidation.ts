import type { FastifyInstance } from 'fastify';

/**
 * Called by every route plugin that writes agents, for its own scope: after a successful
 * write the visitors' catalogue pages in this process are dropped, so nobody sees the old card.
 */
export function invalidateCatalogueOnWrite(scope: FastifyInstance) {
  scope.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) scope.catalogueCache.invalidate();
  });
}
