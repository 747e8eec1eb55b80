import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

/**
 * Resolves the caller from `Authorization: Bearer <JWT>` on every /api call outside
 * /api/auth (whose own bearer is the session token). No header: a visitor. A header that
 * does not verify: 401, never a silent downgrade to visitor.
 */
export function registerBearerAuth(
  app: FastifyInstance,
  verify: (token: string) => Promise<string>,
) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw new HttpError(
        401,
        'unauthorized',
        'The Authorization header must be "Bearer <token>".',
      );
    }
    request.viewerId = await verify(match[1]);
  });
}
