import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';

/** The origin of the page behind a request: its Origin header, else its Referer's. */
function pageOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  const popupOrigin = (request.query as { popupOrigin?: unknown } | undefined)?.popupOrigin;
  if (typeof popupOrigin === 'string') return popupOrigin;
  try {
    return referer ? new URL(referer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth refuses an untrusted origin with "Invalid origin"; a person needs to hear where
 * signing in does work, and where they are instead.
 */
export function describeRefusedOrigin(
  config: Pick<AppConfig, 'publicUrl' | 'trustedOrigins'>,
  request: FastifyRequest,
): string {
  const home = new URL(config.publicUrl).origin;
  const aliases =
    config.trustedOrigins.length > 1 ? ' (or 127.0.0.1 and [::1] on the same port)' : '';
  const here = pageOrigin(request);
  const where = here ? `, and this page is at ${here}` : '';
  return `Signing in works only at ${home}${aliases}${where}. Open the app at that address and try again.`;
}
