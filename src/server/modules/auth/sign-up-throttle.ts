import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain-error';
import { clientAddressKey } from '../../plugins/client-address';
import { inWords } from '../../plugins/rate-limit';

const WINDOW_MS = 60 * 60_000;

/**
 * Sign-ups per client address (an IPv6 client by its /64) per hour, counted by
 * @fastify/rate-limit's store, so every node counts together. Every attempt counts, before
 * better-auth runs: each account is worth model money and voice minutes, and with e-mail
 * verification on a taken address answers like a new one, so only attempts can be counted.
 */
export function signUpThrottle(app: FastifyInstance) {
  const max = app.config.auth.signUpMaxPerIp;
  const perIp = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-up-ip:${clientAddressKey(request.ip)}`,
  });
  return {
    /** Counts the attempt; 429 with Retry-After once the address has used its allowance. */
    async check(request: FastifyRequest) {
      const counter = await perIp(request);
      if (counter.isAllowed || !counter.isExceeded) return;
      const waitS = Math.max(1, counter.ttlInSeconds);
      throw new DomainError(
        'limit',
        'too_many_sign_ups',
        `Too many accounts were created from your network: at most ${max} an hour. Please wait ${inWords(waitS)} and try again.`,
        { details: { retry_after_s: waitS, limit: max }, retryAfterS: waitS },
      );
    },
  };
}
