import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** The signed-in caller's id; visitors get 401 with a sentence saying what to do. */
export function requireViewer(request: FastifyRequest): string {
  if (!request.viewerId) {
    throw new HttpError(401, 'unauthorized', 'Please sign in to do this.', undefined, {
      'WWW-Authenticate': 'Bearer',
    });
  }
  return request.viewerId;
}
