import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../shared/schemas/error';
import { HttpError } from '../../http-error';
import { disableUser } from './admin-service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Operator calls: only from this machine, and only with the token the server wrote to disk. */
function checkOperator(request: FastifyRequest, token: string) {
  const given = Buffer.from(String(request.headers['x-admin-token'] ?? ''));
  const expected = Buffer.from(token);
  const tokenOk = given.length === expected.length && timingSafeEqual(given, expected);
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokenOk) {
    throw new HttpError(404, 'not_found', `No route for ${request.method} ${request.url}.`);
  }
}

/**
 * While a PGlite server runs it holds the data directory, so `npm run admin` reaches the
 * running process through this loopback-only route instead of opening the database.
 */
export function adminRoutes(token: string) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/disable-user',
      {
        schema: {
          hide: true,
          body: z.object({ email: z.string().min(3), disabled: z.boolean().default(true) }),
          response: {
            200: z.object({ userId: z.string(), sessionsEnded: z.number() }),
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        checkOperator(request, token);
        return disableUser({ db: app.db, ...request.body });
      },
    );
  };
}
