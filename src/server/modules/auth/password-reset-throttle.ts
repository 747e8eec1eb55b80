import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../domain-error';
import { clientAddressKey } from '../../plugins/client-address';
import { inWords } from '../../plugins/rate-limit';

const HOUR_MS = 60 * 60_000;
/** Reset e-mails one address can be sent an hour: enough for a lost mail, too few to flood. */
export const RESET_REQUESTS_PER_ADDRESS = 3;
/** Reset requests one client address (an IPv6 client by its /64) can make an hour. */
export const RESET_REQUESTS_PER_IP = 20;
/** Refused new passwords (a used, expired or made-up link) per client address per hour. */
export const RESET_FAILURES_PER_IP = 20;

const emailOf = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | null)?.email ?? '')
    .trim()
    .toLowerCase();

function tooMany(code: string, sentence: string, waitS: number, limit: number) {
  return new DomainError(
    'limit',
    code,
    `${sentence} Please wait ${inWords(waitS)} and try again.`,
    { details: { retry_after_s: waitS, limit }, retryAfterS: waitS },
  );
}

/**
 * Reset requests per address and per client address, counted before better-auth runs
 * (each one may send a mail, whether or not the address has an account), by
 * @fastify/rate-limit's store, so every node counts together.
 */
export function resetRequestThrottle(app: FastifyInstance) {
  const perAddress = app.createRateLimit({
    max: RESET_REQUESTS_PER_ADDRESS,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `reset-request-address:${emailOf(request)}`,
  });
  const perIp = app.createRateLimit({
    max: RESET_REQUESTS_PER_IP,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `reset-request-ip:${clientAddressKey(request.ip)}`,
  });
  return {
    async check(request: FastifyRequest) {
      const ip = await perIp(request);
      if (!ip.isAllowed && ip.isExceeded) {
        throw tooMany(
          'too_many_reset_requests',
          'Too many password-reset requests came from your network.',
          Math.max(1, ip.ttlInSeconds),
          RESET_REQUESTS_PER_IP,
        );
      }
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        throw tooMany(
          'too_many_reset_requests',
          `At most ${RESET_REQUESTS_PER_ADDRESS} password-reset e-mails are sent to one address an hour.`,
          Math.max(1, address.ttlInSeconds),
          RESET_REQUESTS_PER_ADDRESS,
        );
      }
    },
  };
}

/** New passwords refused per client address: only failures count, as for sign-in. */
export function resetPasswordThrottle(app: FastifyInstance) {
  const perIp = app.createRateLimit({
    max: RESET_FAILURES_PER_IP,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `reset-failure-ip:${clientAddressKey(request.ip)}`,
  });
  return {
    async check(request: FastifyRequest) {
      const counter = await perIp(request, { increment: false });
      if (counter.isAllowed || counter.remaining > 0) return;
      throw tooMany(
        'too_many_reset_attempts',
        'Too many password-reset links from your network were refused.',
        Math.max(1, counter.ttlInSeconds),
        RESET_FAILURES_PER_IP,
      );
    },
    async refused(request: FastifyRequest) {
      await perIp(request);
    },
  };
}
