import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  /** The page's JSON as bytes: a string would be encoded to UTF-8 again on every send. */
  body: Buffer;
  etag: string;
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

function toPage(json: string): CachedPage {
  const body = Buffer.from(json);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * The catalogue a visitor sees is the same for every visitor, so each page is serialised
 * once and served from memory (lru-cache: time-to-live, and concurrent misses for one page
 * share a single database read). A write on any node calls invalidate() on every node
 * through the cluster bus; a notice lost while Redis is away shows once the entry's
 * time-to-live runs out. ttlMs 0 disables it.
 */
export function createCatalogueCache(options: { ttlMs: number; maxEntries?: number }) {
  const pages = new LRUCache<string, CachedPage, () => Promise<string>>({
    max: options.maxEntries ?? 200,
    ttl: Math.max(options.ttlMs, 1),
    fetchMethod: async (_key, _stale, { context: load }) => toPage(await load()),
  });

  return {
    /** A fresh page already in memory, without a promise: the common case on the hot path. */
    peek(key: string): CachedPage | undefined {
      return options.ttlMs > 0 ? pages.get(key) : undefined;
    },
    async get(key: string, load: () => Promise<string>): Promise<CachedPage> {
      if (options.ttlMs <= 0) return toPage(await load());
      try {
        const page = await pages.fetch(key, { context: load });
        if (page) return page;
      } catch {
        // A read cut short by invalidate() (a write meanwhile), or a failed read, which
        // is never kept: read again, uncached; a database that is down fails here for real.
      }
      return toPage(await load());
    },
    invalidate() {
      pages.clear();
    },
  };
}
