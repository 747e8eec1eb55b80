import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain-error';

export interface AuthTarget {
  /** The URL handed to better-auth. */
  url: URL;
  /** The endpoint better-auth routes it to, relative to its base path: `/sign-in/email`. */
  endpoint: string;
}

/**
 * Where a request to /api/auth/* goes inside better-auth. better-auth routes on the WHATWG
 * parse of the URL, which resolves `.` and `..` segments (also written `%2e`) and turns
 * back-slashes into slashes, so `/api/auth/x/../sign-in/email` runs sign-in; limits are keyed
 * on that parsed path, and a raw path that differs from it (or has an empty segment) is
 * refused outright, so no limit, now or later, can be stepped around by spelling a path
 * another way. Hand-written: better-auth exports no function that names the endpoint of a URL.
 */
export function authTarget(request: FastifyRequest, publicUrl: string, basePath: string) {
  const rawPath = request.url.split('?', 1)[0] ?? '';
  const url = new URL(request.url, publicUrl);
  const plain = url.origin === new URL(publicUrl).origin && url.pathname === rawPath;
  if (!plain || rawPath.split('/').slice(1).includes('')) {
    const plainPath = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    throw new DomainError(
      'invalid',
      'path_not_plain',
      `This address is not written plainly: it has dot segments, encoded dots, back-slashes or empty segments. Send the request to ${plainPath} instead.`,
    );
  }
  return { url, endpoint: url.pathname.slice(basePath.replace(/\/$/, '').length) };
}
