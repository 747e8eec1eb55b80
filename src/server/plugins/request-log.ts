import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at info, whatever the level says of the others. */
const SLOW_MS = 1_000;
const VERBOSE = new Set(['debug', 'trace']);

/**
 * Fastify's request lines, our way: one line per answered request at `debug` (LOG_LEVEL=debug
 * shows them all), and at `info` only when it was slow. Fastify's own two lines per request
 * at `info` were a synchronous write each on the hot path; failures are logged where they
 * happen (the error handler). As Fastify's log controller it costs no hook per request.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_MS) {
    // Fastify's other per-request lines (its default 404 and error handler, which ours
    // replace, and premature stream closes) stay off.
    super({ disableRequestLogging: true });
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const ms = reply.elapsedTime;
    const slow = ms >= this.slowMs;
    if (!slow && !error && !VERBOSE.has(request.log.level)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(ms),
    };
    if (error) request.log.warn({ ...line, err: error }, 'response failed');
    else if (slow) request.log.info(line, 'slow request');
    else request.log.debug(line, 'request completed');
  }
}
