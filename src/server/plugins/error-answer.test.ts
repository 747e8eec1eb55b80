import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { databaseUnavailable, DomainError, type ErrorKind } from '../domain-error';
import { STATUS_OF_KIND } from './error-answer';
import { registerErrorHandling } from './errors';

/** A bare app with the one error handler: each route throws the error it is handed. */
const app = Fastify();
let thrown: unknown;
beforeAll(async () => {
  registerErrorHandling(app);
  app.get('/fails', async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(() => app.close());

async function answerTo(error: unknown) {
  thrown = error;
  return app.inject('/fails');
}

describe('the HTTP answer of each kind of domain error', () => {
  it('gives every kind an error status of its own', () => {
    const statuses = Object.values(STATUS_OF_KIND);
    expect(statuses.every((status) => status >= 400 && status < 600)).toBe(true);
    expect(new Set(statuses).size).toBe(statuses.length);
  });

  it.each(Object.entries(STATUS_OF_KIND) as Array<[ErrorKind, number]>)(
    '%s is answered %i in the one error shape, code and sentence unchanged',
    async (kind, status) => {
      const res = await answerTo(new DomainError(kind, `some_${kind}`, `Sentence for ${kind}.`));
      expect(res.statusCode).toBe(status);
      const body = ErrorBodySchema.parse(res.json());
      expect(body).toEqual({
        error: { code: `some_${kind}`, message: `Sentence for ${kind}.` },
        detail: `Sentence for ${kind}.`,
      });
      expect(res.headers['retry-after']).toBeUndefined();
      expect(res.headers['www-authenticate']).toBeUndefined();
    },
  );

  it('sends details, and says when to try again in Retry-After', async () => {
    const res = await answerTo(
      new DomainError('limit', 'too_many_sign_ups', 'Please wait a minute.', {
        details: { retry_after_s: 60, limit: 5 },
        retryAfterS: 60,
      }),
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json().error.details).toEqual({ retry_after_s: 60, limit: 5 });
  });

  it('asks for a bearer token, or a valid one, only when the error says so', async () => {
    const signIn = await answerTo(
      new DomainError('unauthenticated', 'unauthorized', 'Please sign in.', {
        challenge: 'bearer',
      }),
    );
    expect(signIn.statusCode).toBe(401);
    expect(signIn.headers['www-authenticate']).toBe('Bearer');
    const expired = await answerTo(
      new DomainError('unauthenticated', 'unauthorized', 'Expired.', {
        challenge: 'invalid_token',
      }),
    );
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const gone = await answerTo(
      new DomainError('unauthenticated', 'unauthorized', 'Your account no longer exists.'),
    );
    expect(gone.headers['www-authenticate']).toBeUndefined();
  });

  it('answers a database that is away 503 with Retry-After, and anything unknown 500', async () => {
    const away = await answerTo(databaseUnavailable());
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json().error.code).toBe('database_unavailable');
    const bug = await answerTo(new TypeError('x is undefined'));
    expect(bug.statusCode).toBe(500);
    expect(bug.json().error).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
});
