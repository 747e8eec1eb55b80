import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain-error';
import { clientAddressKey } from '../../plugins/client-address';

const WINDOW_MS = 15 * 60_000;

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | null)?.email ?? '')
    .trim()
    .toLowerCase();

/**
 * Failed sign-ins per client address and per account, counted by @fastify/rate-limit's
 * store: a check reads the counters without counting, and only a failure counts, so a busy
 * office behind one address is not locked out by its own successful sign-ins.
 */
export function signInThrottle(app: FastifyInstance) {
  const { signInMaxPerIp, signInMaxPerAccount } = app.config.auth;
  const perIp = app.createRateLimit({
    max: signInMaxPerIp,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-in-ip:${clientAddressKey(request.ip)}`,
  });
  const perAccount = app.createRateLimit({
    max: signInMaxPerAccount,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `sign-in-account:${emailOf(request)}`,
  });

  return {
    /** 429 with Retry-After while either counter is at its limit. */
    async check(request: FastifyRequest) {
      const counters = [
        await perIp(request, { increment: false }),
        await perAccount(request, { increment: false }),
      ];
      const blocked = counters.filter((c) => !c.isAllowed && c.remaining === 0);
      if (blocked.length === 0) return;
      const waitS = Math.max(1, ...blocked.map((c) => (c.isAllowed ? 0 : c.ttlInSeconds)));
      throw new DomainError(
        'limit',
        'too_many_attempts',
        'Too many sign-in attempts. Try again later.',
        { retryAfterS: waitS },
      );
    },
    async recordFailure(request: FastifyRequest) {
      await perIp(request);
      await perAccount(request);
    },
  };
}
