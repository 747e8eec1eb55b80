import { APICallError, RetryError } from 'ai';
import { DomainError } from '../../../domain-error';

export const modelTimeout = () =>
  new DomainError(
    'upstream_timeout',
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
export function toModelError(error: unknown, timedOut: boolean): DomainError {
  if (error instanceof DomainError) return error;
  if (timedOut) return modelTimeout();
  // A stream that breaks after a 200 also arrives as an APICallError: no status to report.
  const status = upstreamStatus(error);
  return new DomainError(
    'upstream_failed',
    'model_unavailable',
    status && status >= 400
      ? `The language model could not answer (it replied with status ${status}). Please try again.`
      : 'The language model could not be reached. Please try again.',
  );
}
