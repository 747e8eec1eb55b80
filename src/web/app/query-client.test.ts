import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../lib/api-client';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('shows client errors at once', () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x', 'x'))).toBe(false);
    }
  });

  it('asks twice more after a network or server failure', () => {
    for (const error of [networkError(), new ApiError(503, 'x', 'x'), new Error('boom')]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });
});
