import type { IncomingMessage } from 'node:http';
import type { PinnedRequestInit } from './pinned-request';

export const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function lowerCaseKeys(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

/** What the next hop sends: as browsers do, 303 (and 301/302 after POST) become a bare GET. */
export function redirectedInit(
  init: PinnedRequestInit,
  res: IncomingMessage,
  from: URL,
  to: URL,
): PinnedRequestInit {
  const headers = { ...init.headers };
  // Credentials belong to the origin they were given for.
  if (from.origin !== to.origin) {
    delete headers.authorization;
    delete headers.cookie;
  }
  const status = res.statusCode ?? 0;
  if (status === 303 || ((status === 301 || status === 302) && init.method === 'POST')) {
    delete headers['content-type'];
    return { method: 'GET', headers };
  }
  return { ...init, headers };
}
