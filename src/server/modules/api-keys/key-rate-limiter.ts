import { createMemoryRateStore, estimate, fits, type RateLimitStore } from './key-rate-store';

const HOUR_MS = 3_600_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** When the window has room for one more call. */
  resetAt: Date;
  /** Whole seconds until resetAt, at least 1. */
  retryAfterSeconds: number;
}

/**
 * When the estimate falls below the limit again: first within the current window as the
 * previous window's weight fades, else in the next one, when the current count becomes
 * the fading "previous".
 */
function roomAt(previous: number, current: number, limit: number, windowMs: number, now: number) {
  if (fits(estimate(previous, current, windowMs, now), limit)) return now;
  const windowStart = now - (now % windowMs);
  // count * weight <= slack once weight = 1 - elapsed / window has fallen to slack / count.
  const fadeTo = (count: number, slack: number) =>
    count <= slack ? 0 : Math.ceil(windowMs * (1 - slack / count));
  if (current <= limit - 1) return windowStart + fadeTo(previous, limit - 1 - current);
  return windowStart + windowMs + fadeTo(current, limit - 1);
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
    const reset = allowed
      ? now + (windowMs - (now % windowMs))
      : roomAt(counts.previous, counts.current, limit, windowMs, now);
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
