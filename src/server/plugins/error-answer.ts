import type { Challenge, DomainError, ErrorKind } from '../domain-error';

/** Each kind of domain error as an HTTP status (DESIGN.md §3). */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  limit: 429,
  // nginx's "client closed request": logged, never read by the client that left.
  abandoned: 499,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
  upstream_timeout: 504,
};

const WWW_AUTHENTICATE: Record<Challenge, string> = {
  bearer: 'Bearer',
  invalid_token: 'Bearer error="invalid_token"',
};

/** A domain error's HTTP answer: its status and the headers that say how to go on. */
export function httpAnswerOf(error: DomainError) {
  const headers: Record<string, string> = {};
  if (error.retryAfterS !== undefined) headers['Retry-After'] = String(error.retryAfterS);
  if (error.challenge) headers['WWW-Authenticate'] = WWW_AUTHENTICATE[error.challenge];
  return { status: STATUS_OF_KIND[error.kind], headers };
}
