import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keyOf } from '../auth';
import { callerKey, refusal } from '../../plugins/rate-limit';
import { visitorDailyQuota } from './chat-visitor-quota';

/**
 * Chat turns spend model money: each caller gets so many a minute (visitors by address,
 * people by account), shared by every chat route. One handler, so one counter per caller.
 * API keys and widget sessions are left to their key's own hourly limit, which their owner
 * chose (and whose X-RateLimit-* headers this limiter would otherwise overwrite).
 * Visitors also have a daily quota (chat-visitor-quota.ts), counted once the minute allows.
 */
export function chatRateLimit(app: FastifyInstance) {
  const { visitorTurnsPerMinute, userTurnsPerMinute } = app.config.chat;
  const perMinute = app.rateLimit({
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
  const perDay = visitorDailyQuota(app);
  return async function chatTurnLimit(
    this: FastifyInstance,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    await perMinute.call(this, request, reply);
    await perDay(request);
  };
}

export type ChatTurnLimit = ReturnType<typeof chatRateLimit>;
