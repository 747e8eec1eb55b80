import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { RedisConnection } from '../cluster/redis-connection';

/**
 * Counters for @fastify/rate-limit through its documented `store` option: a class with
 * `incr`, `read` (for `{ increment: false }`) and `child`. Fixed windows, as the library's
 * own stores count; its `continueExceeding` and `exponentialBackoff` are not used here.
 */
type Count = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Count) => void;
interface Counter {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
}

/** What the plugin hands a store: its settings, and a route's when it asks for a child. */
type StoreOptions = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** How many keys this process keeps (the plugin's own option, 5000 by default). */
  cache?: number;
  routeInfo?: { method?: unknown; url?: unknown };
};

function refuseUnsupported(options: StoreOptions) {
  if (options.continueExceeding || options.exponentialBackoff) {
    throw new Error('The app’s rate-limit stores count fixed windows only.');
  }
}

/** Per window: the count so far and when the window opened. */
type Window = { current: number; openedAt: number };

/**
 * This process's counters, at most `cache` keys (least recently used go first). Each caller
 * gets the count as it was at its own increment, so of a burst of 40 at a limit of 30, the
 * first 30 pass (the library's memory store hands every caller one shared object).
 */
export const MemoryStore: FastifyRateLimitStoreCtor = class MemoryCounter
  implements FastifyRateLimitStore, Counter
{
  private readonly windows: LRUCache<string, Window>;

  constructor(options: StoreOptions) {
    refuseUnsupported(options);
    this.windows = new LRUCache({ max: options.cache ?? 5000 });
  }

  incr(key: string, callback: CountCallback, timeWindow: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.openedAt + timeWindow <= now) {
      window = { current: 0, openedAt: now };
      this.windows.set(key, window);
    }
    window.current += 1;
    callback(null, { current: window.current, ttl: window.openedAt + timeWindow - now });
  }

  read(key: string, callback: CountCallback, timeWindow: number) {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.openedAt + timeWindow <= now)
      return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: window.current, ttl: window.openedAt + timeWindow - now });
  }

  child(routeOptions: StoreOptions) {
    return new MemoryStore(routeOptions);
  }
};

/** Counts one request: the window starts with the first, and its remaining time is answered. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;
const READ_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`;

/** Counters in Redis shared by every node, one script call per count. */
class RedisCounter implements Counter {
  constructor(
    private readonly redis: RedisConnection,
    private readonly prefix: string,
  ) {}

  private run(script: string, key: string, args: number[], callback: CountCallback) {
    this.redis.commands.eval(script, 1, this.prefix + key, ...args).then(
      (result) => {
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      },
      (error: Error) => callback(error),
    );
  }

  incr(key: string, callback: CountCallback, timeWindow: number) {
    this.run(COUNT_SCRIPT, key, [timeWindow], callback);
  }

  read(key: string, callback: CountCallback) {
    this.run(READ_SCRIPT, key, [], callback);
  }
}

/**
 * A route's key space in Redis, as the library's Redis store names it, so counters carry over
 * an upgrade. Limiters made with `app.rateLimit()` have no route: they share one key space,
 * so their key generators name the limiter.
 */
const routeSpace = (options: StoreOptions) =>
  `${String(options.routeInfo?.method)}${String(options.routeInfo?.url)}-`;

/**
 * Counters in Redis while it answers, and this process's while it does not: limits then hold
 * per node, with a logged warning, instead of refusing everyone or nobody.
 */
export function failoverStore(options: {
  redis: RedisConnection;
  onFallback: (error: unknown) => void;
}): FastifyRateLimitStoreCtor {
  const { redis, onFallback } = options;
  const base = `${redis.prefix}rate:`;
  return class FailoverCounter implements FastifyRateLimitStore, Counter {
    private readonly shared: Counter;
    private readonly local: Counter;

    constructor(routeOptions: StoreOptions, prefix = base) {
      refuseUnsupported(routeOptions);
      this.shared = new RedisCounter(redis, prefix);
      this.local = new MemoryStore(routeOptions) as unknown as Counter;
    }

    private either(
      method: keyof Counter,
      key: string,
      callback: CountCallback,
      window: number,
      max: number,
    ) {
      if (!redis.ready) return this.local[method](key, callback, window, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          onFallback(error);
          this.local[method](key, callback, window, max);
        },
        window,
        max,
      );
    }

    incr(key: string, callback: CountCallback, timeWindow: number, max: number) {
      this.either('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: CountCallback, timeWindow: number, max: number) {
      this.either('read', key, callback, timeWindow, max);
    }

    child(routeOptions: StoreOptions) {
      return new FailoverCounter(routeOptions, base + routeSpace(routeOptions));
    }
  };
}
