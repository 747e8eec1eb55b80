import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { callerKey, inWords } from '../../plugins/rate-limit';

/**
 * Chat turns spend model money: each caller gets so many a minute (visitors by address,
 * people by account), shared by every chat route. One handler, so one counter per caller.
 */
export function chatRateLimit(app: FastifyInstance) {
  const { visitorTurnsPerMinute, userTurnsPerMinute } = app.config.chat;
  return app.rateLimit({
    timeWindow: 60_000,
    max: (request: FastifyRequest) =>
      request.principal.kind === 'visitor' ? visitorTurnsPerMinute : userTurnsPerMinute,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        'rate_limited',
        `You are sending messages faster than we can answer (${context.max} a minute). Please wait ${inWords(seconds)} and try again.`,
        { retry_after_s: seconds, limit: context.max },
      );
    },
  });
}

export type ChatTurnLimit = ReturnType<typeof chatRateLimit>;
