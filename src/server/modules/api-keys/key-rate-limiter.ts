import { createMemoryRateStore, estimate, fits, type RateLimitStore } from './key-rate-store';

const HOUR_MS = 3_600_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /**
   * When one more call fits than now: at the limit, when the next call will succeed; below it,
   * when the oldest counted call has faded out of the window. Now, when nothing is counted.
   */
  resetAt: Date;
  /** Whole seconds until resetAt, at least 1. */
  retryAfterSeconds: number;
}

/**
 * When the estimate falls to `target` or below: first within the current window as the
 * previous window's weight fades, else in the next one, when the current count becomes
 * the fading "previous".
 */
function fadedTo(previous: number, current: number, target: number, windowMs: number, now: number) {
  if (estimate(previous, current, windowMs, now) <= target) return now;
  const windowStart = now - (now % windowMs);
  // count * weight <= slack once weight = 1 - elapsed / window has fallen to slack / count.
  const fadeTo = (count: number, slack: number) =>
    count <= slack ? 0 : Math.ceil((windowMs * (count - slack)) / count);
  if (current <= target) return windowStart + fadeTo(previous, target - current);
  return windowStart + windowMs + fadeTo(current, target);
}

/**
 * A key's hourly limit as a sliding window: the current hour's count plus the previous
 * hour's weighted by the share of it still inside the last 60 minutes (PRODUCT-NOTES "API
 * keys"). Smooth at the hour boundary, two counters per key, exact in the store's one step.
 */
export function createKeyRateLimiter(options: { store?: RateLimitStore; windowMs?: number } = {}) {
  const store = options.store ?? createMemoryRateStore();
  const windowMs = options.windowMs ?? HOUR_MS;

  function decision(
    counts: { previous: number; current: number },
    limit: number,
    allowed: boolean,
    now: number,
  ): RateDecision {
    const used = Math.ceil(estimate(counts.previous, counts.current, windowMs, now));
    // One call more fits once the estimate is a whole call lower, and never above limit - 1.
    const reset =
      used === 0
        ? now
        : fadedTo(counts.previous, counts.current, Math.min(used, limit) - 1, windowMs, now);
    const resetAt = Math.max(reset, now + 1000);
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - used),
      resetAt: new Date(resetAt),
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }

  return {
    windowMs,
    /** Counts one call of the key when it fits; refuses it otherwise. */
    async consume(keyId: string, limit: number, now = Date.now()): Promise<RateDecision> {
      const counts = await store.hit({ key: keyId, limit, windowMs, now });
      return decision(counts, limit, counts.allowed, now);
    },
    /** The key's state without counting a call. */
    async state(keyId: string, limit: number, now = Date.now()): Promise<RateDecision> {
      const counts = await store.peek({ key: keyId, windowMs, now });
      const allowed = fits(estimate(counts.previous, counts.current, windowMs, now), limit);
      return decision(counts, limit, allowed, now);
    },
    close: async () => store.close?.(),
  };
}

export type KeyRateLimiter = ReturnType<typeof createKeyRateLimiter>;
