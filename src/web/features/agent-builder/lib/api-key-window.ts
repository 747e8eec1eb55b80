import type { RateLimitState } from '../../../../shared/schemas/api-keys';
import { resetText } from './api-key-text';

/**
 * The third figure of a key's hourly window, true for every state: an unused key has nothing
 * to reset; a full one says when its next request will succeed; else when one more frees up.
 */
export function windowText(
  state: Pick<RateLimitState, 'limit' | 'remaining' | 'reset'>,
  lastUsedAt: string | null,
  now = Date.now(),
): { label: string; value: string } {
  if (state.remaining >= state.limit) {
    return {
      label: 'Requests counted',
      value: lastUsedAt ? 'None in the last hour' : 'No requests yet',
    };
  }
  const when = resetText(state.reset, now);
  if (state.remaining === 0) return { label: 'Next request succeeds', value: when };
  return { label: 'One more request frees up', value: when };
}
