import { APICallError, RetryError } from 'ai';
import { HttpError } from '../../../http-error';

export const modelTimeout = () =>
  new HttpError(
    504,
    'model_timeout',
    'The language model took too long to answer. Please try again.',
  );

function upstreamStatus(error: unknown): number | undefined {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(cause) ? cause.statusCode : undefined;
}

/**
 * What a person is told when the provider fails: 504 when our time limit ran out, 502
 * otherwise. The provider's own words go to the log, not to the visitor (they can name
 * keys, quotas or internal hosts).
 */
export function toModelError(error: unknown, timedOut: boolean): HttpError {
  if (error instanceof HttpError) return error;
  if (timedOut) return modelTimeout();
  // A stream that breaks after a 200 also arrives as an APICallError: no status to report.
  const status = upstreamStatus(error);
  return new HttpError(
    502,
    'model_unavailable',
    status && status >= 400
      ? `The language model could not answer (it replied with status ${status}). Please try again.`
      : 'The language model could not be reached. Please try again.',
  );
}
