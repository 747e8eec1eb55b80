import type { FastifyReply } from 'fastify';

/**
 * A signal that fires when the client goes away before the answer is sent, so a model call
 * nobody waits for any more is stopped instead of billed to the end.
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const gone = () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client disconnected.'));
  };
  // A client may leave while the turn is still being prepared (files read, history loaded):
  // the 'close' event has passed by then, so the socket is asked as well.
  if (reply.raw.closed || reply.raw.socket?.destroyed) gone();
  else reply.raw.once('close', gone);
  return controller.signal;
}
