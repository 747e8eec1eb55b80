import { LRUCache } from 'lru-cache';

/** The two fixed windows a sliding-window estimate is made of. */
export interface WindowCounts {
  /** Calls counted in the previous window. */
  previous: number;
  /** Calls counted in the current window (after this call, when it was allowed). */
  current: number;
  allowed: boolean;
}

/**
 * Where counters live. `hit` must decide and count in one atomic step so concurrent calls
 * never overshoot the limit: the decision is made where the counters are.
 */
export interface RateLimitStore {
  hit(options: {
    key: string;
    limit: number;
    windowMs: number;
    now: number;
  }): Promise<WindowCounts>;
  peek(options: {
    key: string;
    windowMs: number;
    now: number;
  }): Promise<Omit<WindowCounts, 'allowed'>>;
  close?(): Promise<void>;
}

/** The estimate: previous window weighted by how much of it the sliding window still covers. */
export function estimate(previous: number, current: number, windowMs: number, now: number) {
  const elapsed = now % windowMs;
  return previous * ((windowMs - elapsed) / windowMs) + current;
}

/** One more call fits while the estimate stays within the limit. */
export const fits = (used: number, limit: number) => used + 1 <= limit;

interface Counters {
  window: number;
  previous: number;
  current: number;
}

/**
 * Counters in this process (the default; one node). JavaScript runs `hit` to completion
 * before the next call, so it is exact under any concurrency. Idle keys leave after two windows.
 */
export function createMemoryRateStore(options: { max?: number } = {}): RateLimitStore {
  const counters = new LRUCache<string, Counters>({ max: options.max ?? 100_000 });

  function rolled(key: string, windowMs: number, now: number): Counters {
    const window = Math.floor(now / windowMs);
    const found = counters.get(key);
    if (!found || found.window < window - 1) return { window, previous: 0, current: 0 };
    if (found.window === window - 1) return { window, previous: found.current, current: 0 };
    return found;
  }

  return {
    async hit({ key, limit, windowMs, now }) {
      const counts = rolled(key, windowMs, now);
      const allowed = fits(estimate(counts.previous, counts.current, windowMs, now), limit);
      if (allowed) counts.current += 1;
      counters.set(key, counts, { ttl: 2 * windowMs });
      return { previous: counts.previous, current: counts.current, allowed };
    },
    async peek({ key, windowMs, now }) {
      const { previous, current } = rolled(key, windowMs, now);
      return { previous, current };
    },
  };
}
