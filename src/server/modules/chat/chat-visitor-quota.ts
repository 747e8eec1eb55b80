import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain-error';
import { callerKey } from '../../plugins/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;

const inFigures = (count: number) => count.toLocaleString('en-US');

/**
 * Visitors' chat turns a UTC day, per address (IPv6 per /64): fewer than a free account's, so
 * signing up never gives less than staying anonymous. Counted by the app's rate-limit library,
 * so in Redis when REDIS_URL is set (every node together), else in this process. The key
 * names the day: the count starts again at midnight UTC, as the plans' daily limits do.
 */
export function visitorDailyQuota(app: FastifyInstance) {
  const limit = app.config.chat.visitorTurnsPerDay;
  const count = app.createRateLimit({
    timeWindow: DAY_MS,
    max: limit,
    keyGenerator: (request: FastifyRequest) =>
      `chat-day:${new Date().toISOString().slice(0, 10)}:${callerKey(request)}`,
    allowList: (request: FastifyRequest) => request.principal.kind !== 'visitor',
  });

  // What an account gets instead, said only where it is more.
  const free = app.billing.plans.defaultPlan.limits.chat_requests_per_day;
  const more =
    free < 0 || free > limit
      ? ` Sign up for more: a free account gets ${free < 0 ? 'as many as it likes' : `${inFigures(free)} a day`}.`
      : '';

  return async function visitorQuota(request: FastifyRequest) {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const seconds = Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
    throw new DomainError(
      'limit',
      'visitor_limit',
      `You have sent the ${inFigures(limit)} messages a day that visitors get; they start again at midnight UTC.${more}`,
      {
        details: { limit, resets_at: new Date(midnight).toISOString(), retry_after_s: seconds },
        retryAfterS: seconds,
      },
    );
  };
}
