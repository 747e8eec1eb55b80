import { APICallError } from '@ai-sdk/provider';
import { retryWithExponentialBackoff } from '@ai-sdk/provider-utils';
import { RetryError } from 'ai';

/** Past this, a provider's Retry-After is not waited for: our own backoff applies instead. */
const LONGEST_RETRY_AFTER_MS = 60_000;

/**
 * How long the provider asked us to wait (`retry-after-ms`, else `retry-after` in seconds or
 * as a date), when that is sane; otherwise the exponential backoff. The AI SDK's own rule,
 * which its core does not export.
 */
export function retryDelayMs(error: unknown, backoffMs: number): number {
  const headers = APICallError.isInstance(error) ? error.responseHeaders : undefined;
  if (!headers) return backoffMs;
  let ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  const after = headers['retry-after'];
  if (Number.isNaN(ms) && after) {
    const seconds = Number.parseFloat(after);
    ms = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
  }
  const usable = !Number.isNaN(ms) && ms >= 0 && (ms < LONGEST_RETRY_AFTER_MS || ms < backoffMs);
  return usable ? ms : backoffMs;
}

/**
 * Runs one model request, again after a retryable failure (429, 5xx, a dropped connection)
 * up to `maxRetries` times, 2 s then 4 s … apart unless the provider says otherwise. Only
 * the request is retried: a stream that breaks after its first bytes is not.
 */
export function withModelRetries<T>(
  options: { maxRetries: number; signal: AbortSignal },
  request: () => PromiseLike<T>,
): Promise<T> {
  const retry = retryWithExponentialBackoff({
    maxRetries: options.maxRetries,
    abortSignal: options.signal,
    shouldRetry: (error) => APICallError.isInstance(error) && error.isRetryable,
    getDelayInMs: ({ error, exponentialBackoffDelay }) =>
      retryDelayMs(error, exponentialBackoffDelay),
    createRetryError: ({ message, reason, errors }) => new RetryError({ message, reason, errors }),
  });
  return Promise.resolve(retry(request));
}
