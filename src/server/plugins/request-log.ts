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
    // replace) stay off; broken bodies are logged below.
    super({ disableRequestLogging: true });
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const slow = reply.elapsedTime >= this.slowMs;
    if (!slow && !error && !VERBOSE.has(request.log.level)) return;
    const line = lineOf(request, reply);
    if (error) request.log.warn({ ...line, err: error }, 'response failed');
    else if (slow) request.log.info(line, 'slow request');
    else request.log.debug(line, 'request completed');
  }

  /**
   * A body that broke after its headers went out (a file that could not be read, say): the
   * person got half an answer, so it is logged. A client that left midway is not a fault.
   */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    request.log.warn({ ...lineOf(request, reply), err: error }, 'response failed');
  }
}

const lineOf = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  url: request.url,
  status: reply.statusCode,
  ms: Math.round(reply.elapsedTime),
});
