import type { Redis } from 'ioredis';
import type { RateLimitStore, WindowCounts } from './key-rate-store';

/**
 * The sliding window of key-rate-store in one Lua script, so reading both windows, deciding
 * and counting are one atomic step in Redis: exact across every node. The arithmetic is the
 * same as `estimate` and `fits` (doubles on both sides).
 */
const SLIDING_WINDOW = `
local previous = tonumber(redis.call('GET', KEYS[1]) or '0')
local current = tonumber(redis.call('GET', KEYS[2]) or '0')
local limit = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local elapsed = tonumber(ARGV[3])
local allowed = 0
if ARGV[4] == '1' and previous * ((windowMs - elapsed) / windowMs) + current + 1 <= limit then
  current = redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], 2 * windowMs)
  allowed = 1
end
return {previous, current, allowed}
`;

type SlidingWindow = (
  previousKey: string,
  currentKey: string,
  limit: number,
  windowMs: number,
  elapsed: number,
  count: '0' | '1',
) => Promise<[number, number, number]>;

export function createRedisRateStore(redis: Redis, prefix: string): RateLimitStore {
  if (!('keyRateWindow' in redis)) {
    redis.defineCommand('keyRateWindow', { numberOfKeys: 2, lua: SLIDING_WINDOW });
  }
  const run = (redis as unknown as { keyRateWindow: SlidingWindow }).keyRateWindow.bind(redis);

  async function call(key: string, limit: number, windowMs: number, now: number, count: boolean) {
    const window = Math.floor(now / windowMs);
    const [previous, current, allowed] = await run(
      `${prefix}${key}:${window - 1}`,
      `${prefix}${key}:${window}`,
      limit,
      windowMs,
      now % windowMs,
      count ? '1' : '0',
    );
    return { previous, current, allowed: allowed === 1 } satisfies WindowCounts;
  }

  return {
    hit: ({ key, limit, windowMs, now }) => call(key, limit, windowMs, now, true),
    peek: async ({ key, windowMs, now }) => {
      const { previous, current } = await call(key, 0, windowMs, now, false);
      return { previous, current };
    },
  };
}

/**
 * Redis while it answers, this node's own counters while it does not: a limit then holds per
 * node (N nodes allow up to N times it) rather than refusing every call or none. The caller
 * logs the switch; counting in Redis resumes with its next answer.
 */
export function createFailoverRateStore(options: {
  shared: RateLimitStore;
  local: RateLimitStore;
  sharedIsUp: () => boolean;
  onFallback: (error: unknown) => void;
}): RateLimitStore {
  const { shared, local, sharedIsUp, onFallback } = options;
  const either =
    <A, R>(method: (store: RateLimitStore, args: A) => Promise<R>) =>
    async (args: A): Promise<R> => {
      if (!sharedIsUp()) return method(local, args);
      try {
        return await method(shared, args);
      } catch (error) {
        onFallback(error);
        return method(local, args);
      }
    };
  return {
    hit: either((store, args: Parameters<RateLimitStore['hit']>[0]) => store.hit(args)),
    peek: either((store, args: Parameters<RateLimitStore['peek']>[0]) => store.peek(args)),
  };
}
