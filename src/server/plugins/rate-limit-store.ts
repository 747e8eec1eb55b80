import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisConnection } from '../cluster/redis-connection';

type Count = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Count) => void;

interface LibraryLocalStore {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
}

// The library's own memory store (LRU, windows, ban and backoff rules): not in its exports map
// or its types, so it is loaded by path.
const LocalStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/LocalStore.js',
) as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => LibraryLocalStore;

/**
 * @fastify/rate-limit's memory store with one fix: it hands every caller the same counter
 * object, so calls that arrive together all read the final count and a burst of 40 at a limit
 * of 30 refuses all 40. Here each caller gets the count as it was at its own increment.
 */
export const SnapshotMemoryStore: FastifyRateLimitStoreCtor = class implements FastifyRateLimitStore {
  private readonly store: LibraryLocalStore;

  constructor(routeOptions: FastifyRateLimitOptions) {
    // The plugin passes its resolved settings, which carry these too (its types omit them).
    const options = routeOptions as FastifyRateLimitOptions & {
      continueExceeding?: boolean;
      exponentialBackoff?: boolean;
      cache?: number;
    };
    this.store = new LocalStore(
      options.continueExceeding,
      options.exponentialBackoff,
      options.cache,
    );
  }

  incr(key: string, callback: CountCallback, timeWindow: number, max: number) {
    this.store.incr(
      key,
      (error, result) => callback(error, result && { ...result }),
      timeWindow,
      max,
    );
  }

  read(key: string, callback: CountCallback, timeWindow: number, max: number) {
    this.store.read(key, callback, timeWindow, max);
  }

  child(routeOptions: FastifyRateLimitOptions) {
    return new SnapshotMemoryStore(routeOptions);
  }
};

const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key?: string,
) => LibraryLocalStore & { child(routeOptions: FastifyRateLimitOptions): LibraryLocalStore };

/**
 * The library's Redis store (one Lua script per count, shared by every node) while Redis
 * answers, and the snapshot memory store while it does not: limits then hold per node, with
 * a logged warning, instead of refusing everyone or nobody. Limiters made with
 * `app.rateLimit()` share one key space in Redis, so their key generators name the limiter.
 */
export function failoverStore(options: {
  redis: RedisConnection;
  onFallback: (error: unknown) => void;
}): FastifyRateLimitStoreCtor {
  const { redis, onFallback } = options;
  return class FailoverStore implements FastifyRateLimitStore {
    private readonly shared: LibraryLocalStore;
    private readonly local: LibraryLocalStore;

    constructor(routeOptions: FastifyRateLimitOptions, shared?: LibraryLocalStore) {
      const settings = routeOptions as FastifyRateLimitOptions & {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      this.shared =
        shared ??
        new RedisStore(
          settings.continueExceeding,
          settings.exponentialBackoff,
          redis.commands,
          `${redis.prefix}rate:`,
        );
      this.local = new SnapshotMemoryStore(routeOptions) as unknown as LibraryLocalStore;
    }

    private either(
      method: 'incr' | 'read',
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

    child(routeOptions: FastifyRateLimitOptions) {
      const shared = (this.shared as InstanceType<typeof RedisStore>).child(
        routeOptions as FastifyRateLimitOptions & { routeInfo: unknown },
      );
      return new FailoverStore(routeOptions, shared);
    }
  };
}
