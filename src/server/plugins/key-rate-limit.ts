import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { keyOf } from '../modules/auth/principal';
import type { RateDecision } from '../modules/api-keys/key-rate-limiter';
import { inWords } from './rate-limit';

function limitHeaders(decision: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(Math.ceil(decision.resetAt.getTime() / 1000)),
  };
}

/**
 * Each key's `rate_limit_per_hour`, counted on every request whose principal carries a key
 * (API keys and widget sessions), in one hook after the principal is known. Every answer
 * carries the X-RateLimit-* headers; a refusal is 429 with Retry-After.
 */
export const keyRateLimitPlugin = fp(
  async (scope: FastifyInstance) => {
    const { apiKeys } = scope;
    scope.addHook('onRequest', async (request, reply) => {
      const key = keyOf(request.principal);
      if (!key) return;
      const settings = await apiKeys.settings(key.keyId);
      if (!settings) {
        throw new HttpError(401, 'unauthorized', 'This API key can no longer be used.');
      }
      const decision = await apiKeys.limiter.consume(key.keyId, settings.rateLimitPerHour);
      if (!decision.allowed) {
        throw new HttpError(
          429,
          'rate_limited',
          `This API key's limit of ${decision.limit} requests per hour is used up. Please wait ${inWords(decision.retryAfterSeconds)} and try again.`,
          { retry_after_s: decision.retryAfterSeconds, limit: decision.limit },
          { ...limitHeaders(decision), 'Retry-After': String(decision.retryAfterSeconds) },
        );
      }
      reply.headers(limitHeaders(decision));
    });
  },
  { name: 'key-rate-limit', dependencies: ['app-services', 'principal'] },
);
