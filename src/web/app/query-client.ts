import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Tries after the first failure: a flaky network or a busy server may recover. */
const RETRIES = 2;

/**
 * Whether a failed query is asked again. A client error (400-499: unauthorised, missing,
 * not yours) answers the same every time, so it is shown at once; anything else is retried.
 * Query files do not set their own `retry`: this is the app's one rule.
 */
export const shouldRetryQuery = (failures: number, error: unknown) =>
  failures < RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** The app's query defaults, in one place: each query file states only what differs. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
      // A write is never sent twice on its own: a refusal stands, and a repeat after a lost
      // answer could apply it twice. The person retries, with the error in front of them.
      mutations: { retry: false },
    },
  });
