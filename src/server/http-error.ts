import { isDatabaseUnavailable } from './db/unavailable';

/** An error that maps to one HTTP status and the one error shape (DESIGN.md §3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, 'bad_request', message, details);
export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'service_unavailable', message);

/** The database does not answer: nothing was done, and trying again later will work. */
export const databaseUnavailable = (cause?: unknown) =>
  Object.assign(
    new HttpError(
      503,
      'database_unavailable',
      'The service cannot reach its database right now. Please try again in a moment.',
      undefined,
      { 'Retry-After': '5' },
    ),
    { cause },
  );

/** Anything unexpected, in words for the person; the cause stays for the log. */
export const internalError = (cause: unknown) =>
  isDatabaseUnavailable(cause)
    ? databaseUnavailable(cause)
    : Object.assign(
        new HttpError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
        { cause },
      );
