import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';
import { VISITOR, type Principal } from '../modules/auth/principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set once per request in every scope that registers this plugin. */
    principal: Principal;
  }
}

/**
 * Works out the caller of every request in the scope that registers it, once: no
 * Authorization header is a visitor; `Bearer <JWT>` a signed-in person. A header that does not
 * verify is 401, never a silent downgrade to visitor. Later kinds of callers (API keys,
 * widget sessions) are recognised here too, so routes and services only ever see a Principal.
 */
export const principalPlugin = fp(
  async (scope: FastifyInstance, options: { verify: (token: string) => Promise<Principal> }) => {
    // A per-request value: Fastify wants no shared object as the default.
    scope.decorateRequest('principal', null as never);
    scope.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) {
        request.principal = VISITOR;
        return;
      }
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) {
        throw new HttpError(
          401,
          'unauthorized',
          'The Authorization header must be "Bearer <token>".',
        );
      }
      request.principal = await options.verify(match[1]);
    });
  },
  { name: 'principal' },
);
