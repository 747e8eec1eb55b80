import type { FastifyInstance } from 'fastify';

/**
 * Called by every route plugin that writes agents, for its own scope: after a successful
 * write the visitors' catalogue pages are dropped on every node, before the writer hears
 * back, so nobody who asks after that sees the old card.
 */
export function invalidateCatalogueOnWrite(scope: FastifyInstance) {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 300) {
      await scope.cluster.bus.publish('catalogue-changed', {});
    }
    return payload;
  });
}
