import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyOf } from '../auth/principal';
import { callerKey, refusal } from '../../plugins/rate-limit';

/**
 * Chat turns spend model money: each caller gets so many a minute (visitors by address,
 * people by account), shared by every chat route. One handler, so one counter per caller.
 * API keys and widget sessions are left to their key's own hourly limit, which their owner
 * chose (and whose X-RateLimit-* headers this limiter would otherwise overwrite).
 */
export function chatRateLimit(app: FastifyInstance) {
  const { visitorTurnsPerMinute, userTurnsPerMinute } = app.config.chat;
  return app.rateLimit({
    timeWindow: 60_000,
    max: (request: FastifyRequest) =>
      request.principal.kind === 'visitor' ? visitorTurnsPerMinute : userTurnsPerMinute,
    keyGenerator: (request) => `chat:${callerKey(request)}`,
    allowList: (request: FastifyRequest) => keyOf(request.principal) !== undefined,
    errorResponseBuilder: refusal(
      (limit, wait) =>
        `You are sending messages faster than we can answer (${limit} a minute). Please wait ${wait} and try again.`,
    ),
  });
}

export type ChatTurnLimit = ReturnType<typeof chatRateLimit>;
