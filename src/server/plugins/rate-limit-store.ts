import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';

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
