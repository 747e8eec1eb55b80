import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { clientAddressKey } from './client-address';
import { failoverStore, MemoryStore } from './rate-limit-store';

/**
 * Whom a limit counts: the signed-in person, the API key or widget session, else the
 * client's address (visitors).
 */
export function callerKey(request: FastifyRequest): string {
  const { principal } = request;
  switch (principal?.kind) {
    case 'user':
      return `user:${principal.userId}`;
    case 'agent-key':
      return `key:${principal.keyId}`;
    case 'widget':
      return `widget:${principal.widgetSessionId}`;
    default:
      return `ip:${clientAddressKey(request.ip)}`;
  }
}

/** Seconds as people say them: "45 seconds", "1 minute", "3 minutes". */
export function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A limiter's refusal: 429 in the one error shape, with the wait in words and in
 * `details` (Retry-After and the RateLimit headers are set by the library).
 */
export function refusal(sentence: (limit: number, wait: string) => string) {
  return (_request: FastifyRequest, context: { max: number; ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
    return new HttpError(429, 'rate_limited', sentence(context.max, inWords(seconds)), {
      retry_after_s: seconds,
      limit: context.max,
    });
  };
}

/**
 * Every limiter of the app, one library: routes opt in with `config.rateLimit` or a handler
 * from `app.rateLimit()` / `app.createRateLimit()`; nothing is limited globally. Counters live
 * in Redis when REDIS_URL is set (every node counts together), else in this process.
 * Limiters made with `app.rateLimit()` share one key space, so their keys name the limiter.
 */
export async function registerRateLimits(app: FastifyInstance) {
  const { redis, fellBack } = app.cluster;
  await app.register(rateLimit, {
    global: false,
    store: redis ? failoverStore({ redis, onFallback: fellBack }) : MemoryStore,
    errorResponseBuilder: refusal(
      (limit, wait) =>
        `Too many requests: the limit is ${limit} in this period. Please wait ${wait} and try again.`,
    ),
  });
}
