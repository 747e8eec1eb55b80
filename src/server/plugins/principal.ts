import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { VISITOR, type Principal } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; set once per request in every scope that registers this plugin. */
    principal: Principal;
  }
}

/** Turns one kind of bearer token into its principal, or throws 401/403 with a sentence. */
export type BearerVerifier = (token: string, request: FastifyRequest) => Promise<Principal>;

export interface PrincipalOptions {
  /** Tokens with none of the prefixes below: better-auth's JWTs. */
  verify: BearerVerifier;
  /**
   * Bearer kinds recognised by their prefix: `cf_` API keys (cf_live_, cf_test_, cf_rk_) and,
   * next, `cfw_` widget session tokens. The longest matching prefix wins.
   */
  byPrefix?: Record<string, BearerVerifier>;
}

/**
 * Works out the caller of every request in the scope that registers it, once: no
 * Authorization header is a visitor; `Bearer <prefix…>` goes to that prefix's verifier,
 * any other bearer is a person's JWT. A header that does not verify is 401, never a silent
 * downgrade to visitor, so routes and services only ever see a Principal.
 */
export const principalPlugin = fp(
  async (scope: FastifyInstance, options: PrincipalOptions) => {
    const prefixes = Object.entries(options.byPrefix ?? {}).sort(([a], [b]) => b.length - a.length);
    // A per-request value: Fastify wants no shared object as the default.
    scope.decorateRequest('principal', null as never);
    const principalOf = async (header: string, request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const token = match?.[1];
      if (!token) {
        throw new HttpError(
          401,
          'unauthorized',
          'The Authorization header must be "Bearer <token>".',
        );
      }
      const verify = prefixes.find(([prefix]) => token.startsWith(prefix))?.[1] ?? options.verify;
      return verify(token, request);
    };
    // A callback hook: visitors, most of the traffic, pass without a promise.
    scope.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header) {
        request.principal = VISITOR;
        done();
        return;
      }
      principalOf(header, request).then((principal) => {
        request.principal = principal;
        done();
      }, done);
    });
  },
  { name: 'principal' },
);
