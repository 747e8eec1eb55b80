import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { keyOf } from '../modules/auth';
import type { RateDecision } from '../modules/api-keys';
import { asRefusal } from '../modules/api-keys';
import { callerKey, inWords } from './rate-limit';
import { routeFactsOf } from './route-facts';

function limitHeaders(decision: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(Math.ceil(decision.resetAt.getTime() / 1000)),
  };
}

const keyLimitRefusal = (decision: RateDecision) =>
  asRefusal(
    new HttpError(
      429,
      'rate_limited',
      `This API key's limit of ${decision.limit} requests per hour is used up. Please wait ${inWords(decision.retryAfterSeconds)} and try again.`,
      { retry_after_s: decision.retryAfterSeconds, limit: decision.limit },
      { ...limitHeaders(decision), 'Retry-After': String(decision.retryAfterSeconds) },
    ),
    'refused_key_limit',
  );

/**
 * Counts `calls` against the key's `rate_limit_per_hour`, one at a time, and puts its
 * X-RateLimit-* headers on the answer; the first that does not fit refuses the request with
 * 429 (the calls counted before it stay counted: they were asked for).
 */
async function count(scope: FastifyInstance, keyId: string, reply: FastifyReply, calls: number) {
  const settings = await scope.apiKeys.settings(keyId);
  if (!settings) {
    throw new HttpError(401, 'unauthorized', 'This API key can no longer be used.');
  }
  let decision: RateDecision | undefined;
  for (let counted = 0; counted < calls; counted += 1) {
    decision = await scope.apiKeys.limiter.consume(keyId, settings.rateLimitPerHour);
    if (!decision.allowed) throw keyLimitRefusal(decision);
  }
  if (decision) reply.headers(limitHeaders(decision));
}

/**
 * For a route that counts its own calls (`config.keyLimit: 'counted-by-route'`): counts
 * `calls` of the request's key, once the route knows what the request asks (its body, say).
 * Requests without a key are not counted.
 */
export async function countKeyCalls(request: FastifyRequest, reply: FastifyReply, calls: number) {
  const key = keyOf(request.principal);
  if (key && calls > 0) await count(request.server, key.keyId, reply, calls);
}

/**
 * For a route that counts its own calls: a limit a minute per caller (the key; the address
 * for a request without one) on the requests it leaves uncounted, so they stay bounded too.
 * Its refusal is 429 with Retry-After and no X-RateLimit-* headers: on such a route those
 * are the key's. `what` names the requests in the refusal's sentence.
 */
export function uncountedRequestLimit(
  app: FastifyInstance,
  options: { name: string; perMinute: number; what: string },
) {
  const perCaller = app.createRateLimit({
    timeWindow: 60_000,
    max: options.perMinute,
    keyGenerator: (request) => `${options.name}:${callerKey(request)}`,
  });
  return async function uncountedLimit(request: FastifyRequest) {
    const counter = await perCaller(request);
    if (counter.isAllowed || !counter.isExceeded) return;
    const waitS = Math.max(1, counter.ttlInSeconds);
    throw new HttpError(
      429,
      'rate_limited',
      `Too many ${options.what} (${options.perMinute} a minute). Please wait ${inWords(waitS)} and try again.`,
      { retry_after_s: waitS, limit: options.perMinute },
      { 'Retry-After': String(waitS) },
    );
  };
}

/**
 * Whether the hook below leaves the request to its route: the route counts its own calls, or
 * it is a widget session's call on a route free for them (reading its own conversation back:
 * the session's opening was counted, a read costs no model, and a visitor keeps what was said
 * while the key is at its limit; reads stay bounded as visitors' reads are, one small query).
 */
function notCountedHere(request: FastifyRequest): boolean {
  const { keyLimit } = routeFactsOf(request);
  if (keyLimit === 'counted-by-route') return true;
  return keyLimit === 'free-for-widget-sessions' && request.principal.kind === 'widget';
}

/**
 * Each key's `rate_limit_per_hour`, counted on every request whose principal carries a key
 * (API keys and widget sessions), in one hook after the principal is known, unless its route
 * says otherwise (`config.keyLimit`). Every counted answer carries the X-RateLimit-* headers;
 * a refusal is 429 with Retry-After.
 */
export const keyRateLimitPlugin = fp(
  async (scope: FastifyInstance) => {
    // A callback hook: calls without a key, most of the traffic, pass without a promise.
    scope.addHook('onRequest', (request, reply, done) => {
      const key = keyOf(request.principal);
      if (!key || notCountedHere(request)) return done();
      count(scope, key.keyId, reply, 1).then(() => done(), done);
    });
  },
  { name: 'key-rate-limit', dependencies: ['app-services', 'principal'] },
);
