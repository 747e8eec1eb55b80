import { createHash } from 'node:crypto';

export interface CachedPage {
  body: string;
  etag: string;
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * The catalogue a visitor sees is the same for every visitor, so each page is serialised
 * once and served from memory. Writes in this process call invalidate(); writes made by
 * other processes show up once the entry's time-to-live runs out. ttlMs 0 disables it.
 * Concurrent misses for one page share a single database read.
 */
export function createCatalogueCache(options: { ttlMs: number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 200;
  const entries = new Map<string, { page: Promise<CachedPage>; expiresAt: number }>();

  return {
    async get(key: string, load: () => Promise<string>): Promise<CachedPage> {
      if (options.ttlMs <= 0) return toPage(await load());
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.page;
      if (entries.size >= maxEntries) entries.clear();
      const page = load().then(toPage);
      entries.set(key, { page, expiresAt: now + options.ttlMs });
      // A failed read must not be served from the cache.
      page.catch(() => entries.get(key)?.page === page && entries.delete(key));
      return page;
    },
    invalidate() {
      entries.clear();
    },
  };
}

function toPage(body: string): CachedPage {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}
