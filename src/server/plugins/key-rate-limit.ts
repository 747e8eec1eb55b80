import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { keyOf } from '../modules/auth';
import type { RateDecision } from '../modules/api-keys';
import { asRefusal } from '../modules/api-keys';
import { inWords } from './rate-limit';

function limitHeaders(decision: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(Math.ceil(decision.resetAt.getTime() / 1000)),
  };
}

/**
 * A widget session reading its own conversation back (a reload) is not counted: the session's
 * opening was, a read costs no model, and a visitor keeps what was said while the key is at its
 * limit. Reads stay bounded as visitors' reads of the same route are: each is one small query.
 */
const widgetHistoryRead = (request: FastifyRequest) =>
  request.principal.kind === 'widget' &&
  request.method === 'GET' &&
  request.routeOptions.url === '/api/conversations/:session_id';

/**
 * Each key's `rate_limit_per_hour`, counted on every request whose principal carries a key
 * (API keys and widget sessions), in one hook after the principal is known. Every answer
 * carries the X-RateLimit-* headers; a refusal is 429 with Retry-After.
 */
export const keyRateLimitPlugin = fp(
  async (scope: FastifyInstance) => {
    const { apiKeys } = scope;
    const count = async (keyId: string, reply: FastifyReply) => {
      const settings = await apiKeys.settings(keyId);
      if (!settings) {
        throw new HttpError(401, 'unauthorized', 'This API key can no longer be used.');
      }
      const decision = await apiKeys.limiter.consume(keyId, settings.rateLimitPerHour);
      if (!decision.allowed) {
        throw asRefusal(
          new HttpError(
            429,
            'rate_limited',
            `This API key's limit of ${decision.limit} requests per hour is used up. Please wait ${inWords(decision.retryAfterSeconds)} and try again.`,
            { retry_after_s: decision.retryAfterSeconds, limit: decision.limit },
            { ...limitHeaders(decision), 'Retry-After': String(decision.retryAfterSeconds) },
          ),
          'refused_key_limit',
        );
      }
      reply.headers(limitHeaders(decision));
    };
    // A callback hook: calls without a key, most of the traffic, pass without a promise.
    scope.addHook('onRequest', (request, reply, done) => {
      const key = keyOf(request.principal);
      if (!key || widgetHistoryRead(request)) return done();
      count(key.keyId, reply).then(() => done(), done);
    });
  },
  { name: 'key-rate-limit', dependencies: ['app-services', 'principal'] },
);
