/**
 * Counts attempts per key in fixed windows. In memory: each node throttles on its own
 * (Redis-backed counters come with scale-out).
 */
export function createAttemptLimiter(options: { max: number; windowMs: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function current(key: string, now: number) {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now) return entry;
    if (windows.size > 50_000) {
      for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
    }
    const fresh = { count: 0, resetAt: now + options.windowMs };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    /** Seconds until the key may try again, or 0 when it may try now. */
    retryAfterS(key: string, now = Date.now()): number {
      const entry = current(key, now);
      return entry.count >= options.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    record(key: string, now = Date.now()) {
      current(key, now).count += 1;
    },
  };
}
