import type { FastifyReply } from 'fastify';

/**
 * A signal that fires when the client goes away before the answer is sent, so a model call
 * nobody waits for any more is stopped instead of billed to the end.
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client disconnected.'));
  });
  return controller.signal;
}
