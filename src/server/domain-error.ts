import { isDatabaseUnavailable } from './db/unavailable';

/**
 * What went wrong, in the service's terms: each transport (HTTP, the chat's event stream, the
 * voice socket) decides how to say it, in one place each (docs/DECISIONS.md, "Services raise
 * domain errors").
 */
export type ErrorKind =
  /** The request itself is malformed or names something that cannot be. */
  | 'invalid'
  /** Well-formed, but its content cannot be acted on (a wrong confirmation, an unreadable file). */
  | 'unprocessable'
  /** Nobody is signed in, or the credentials are not (or no longer) valid. */
  | 'unauthenticated'
  /** The caller is known and may not do this. */
  | 'forbidden'
  | 'not_found'
  /** The thing's current state forbids it (already paid, a locked setting, a name taken). */
  | 'conflict'
  /** The caller's plan does not cover this: changing plan would. */
  | 'payment_required'
  /** Too many, too often: waiting will do (`retryAfterS` says how long when known). */
  | 'limit'
  | 'too_large'
  | 'unsupported'
  /** The caller left before the answer was ready: nobody reads this. */
  | 'abandoned'
  /** A service we depend on answered, but not usefully. */
  | 'upstream_failed'
  /** A service we depend on took too long. */
  | 'upstream_timeout'
  /** We cannot serve this right now (a dependency down, too busy): trying later will work. */
  | 'unavailable'
  /** A fault of ours. */
  | 'internal';

/** How the caller should prove who they are, when that is the problem. */
export type Challenge = 'bearer' | 'invalid_token';

export interface DomainErrorOptions {
  /** Facts a client may act on, sent as the error's `details`. */
  details?: unknown;
  /** When trying again makes sense, in seconds. */
  retryAfterS?: number;
  /** Only for 'unauthenticated': the caller is asked for a bearer token (or a valid one). */
  challenge?: Challenge;
  cause?: unknown;
}

/** A failure a service reports: a kind with meaning, a stable code and a sentence for people. */
export class DomainError extends Error {
  readonly details?: unknown;
  readonly retryAfterS?: number;
  readonly challenge?: Challenge;

  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.details = options.details;
    this.retryAfterS = options.retryAfterS;
    this.challenge = options.challenge;
  }
}

export const notFound = (message: string) => new DomainError('not_found', 'not_found', message);
export const badRequest = (message: string, details?: unknown) =>
  new DomainError('invalid', 'bad_request', message, { details });
export const serviceUnavailable = (message: string) =>
  new DomainError('unavailable', 'service_unavailable', message);

/** The database does not answer: nothing was done, and trying again later will work. */
export const databaseUnavailable = (cause?: unknown) =>
  new DomainError(
    'unavailable',
    'database_unavailable',
    'The service cannot reach its database right now. Please try again in a moment.',
    { retryAfterS: 5, cause },
  );

/** Anything unexpected, in words for the person; the cause stays for the log. */
export const internalError = (cause: unknown) =>
  isDatabaseUnavailable(cause)
    ? databaseUnavailable(cause)
    : new DomainError(
        'internal',
        'internal_error',
        'Something went wrong on our side. Please try again.',
        { cause },
      );

/** Any failure as a DomainError: ours are kept, anything else is an internal error. */
export const asDomainError = (error: unknown) =>
  error instanceof DomainError ? error : internalError(error);
