import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../domain-error';

const NUL = '\u0000';

/**
 * The path of the first string (or key) holding U+0000, e.g. `body.files.0.name`. A loop,
 * not recursion: a body of deeply nested arrays must not overflow the stack.
 */
export function findNul(value: unknown, path: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return at;
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item).reverse()) {
        if (key.includes(NUL)) return at;
        pending.push([child, `${at}.${key}`]);
      }
    }
  }
  return undefined;
}

/** Refuses U+0000 in a request's text, naming where it was. */
export function assertNoNul(value: unknown, path: string) {
  const found = findNul(value, path);
  if (found) {
    throw badRequest(`${found}: text cannot contain the NUL character (U+0000).`, {
      issues: [{ path: found, message: 'text cannot contain the NUL character (U+0000)' }],
    });
  }
}

/**
 * Postgres' text and jsonb cannot store U+0000, so such a message would fail at its insert
 * with a 500, after the model had been paid for. Every request's text is checked at the door
 * of the scopes that register this (a webhook taking a raw body would not).
 */
export const textGuardPlugin = fp(
  async (scope: FastifyInstance) => {
    // A callback hook: nothing here waits, so no promise per request (Fastify turns a
    // throw in it into the error answer).
    scope.addHook('preValidation', (request, _reply, done) => {
      assertNoNul(request.params, 'params');
      assertNoNul(request.query, 'query');
      assertNoNul(request.body, 'body');
      done();
    });
  },
  { name: 'text-guard' },
);
