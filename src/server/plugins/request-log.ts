import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at info, whatever the level says of the others. */
const SLOW_MS = 1_000;

/**
 * One line per answered request at `debug` (LOG_LEVEL=debug shows them all), and at `info`
 * only when it was slow. Fastify's own two lines per request at `info` were a synchronous
 * write each on the hot path; failures are logged where they happen (the error handler).
 */
export function registerRequestLog(app: FastifyInstance, { slowMs = SLOW_MS } = {}) {
  // The level is set once, at start-up.
  const everyRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms >= slowMs || everyRequest) {
      const line = {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(ms),
      };
      if (ms >= slowMs) request.log.info(line, 'slow request');
      else request.log.debug(line, 'request completed');
    }
    done();
  });
}
