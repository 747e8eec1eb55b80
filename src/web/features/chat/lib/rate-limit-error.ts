import { ApiError } from '../../../lib/api-client';

/** A 429: the person sends faster than they may; `retryAfterSeconds` when the server said. */
export class RateLimitError extends ApiError {
  constructor(
    error: ApiError,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(error.status, error.code, error.message, error.details);
  }
}

/** Retry-After in whole seconds from now: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // HTTP dates name a day and month; a bare '-5' is no date, though Date.parse reads a year.
  const date = /[A-Za-z]/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
