import { createExpiringMap } from '../../lib/expiring-map';

/**
 * Large counts of product queries, kept a few seconds per site, filter and bound. Counting up to
 * the bound reads up to that many index entries on every request (10,000 entries: the bulk of a
 * query's time at a million products), while a shopper paging through "10,000+ results" cannot
 * tell a total a few seconds old. Small counts are cheap and are never kept, so a total that a
 * merchant can check by eye (a handful of products) is always exact.
 *
 * Per process: another instance's writes show in this one's large totals within `ttlMs`.
 */
export interface CountCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export const defaultCountCache: CountCacheOptions = { ttlMs: 10_000, maxEntries: 500 };
/** Counts below this are not kept (`CatalogOptions.countsKeptFrom`). */
export const defaultCountsKeptFrom = 1_000;

export function createCountCache(options: CountCacheOptions = defaultCountCache, now: () => number = Date.now) {
  const counts = createExpiringMap<string, { count: number; keptUntilMs: number }>({ maxEntries: options.maxEntries, now });
  return {
    /** The key of a compiled query: its SQL and parameters (the site's id among them) and the bound. */
    keyOf: (query: { where: string; params: unknown[] }, bound: number) => `${bound}\n${query.where}\n${JSON.stringify(query.params)}`,
    /** The count kept for `key`, and until when it is kept (an answer using it holds no longer). */
    get: (key: string): { count: number; keptUntilMs: number } | undefined => counts.get(key),
    set(key: string, count: number, keptFrom = defaultCountsKeptFrom): void {
      const keptUntilMs = now() + options.ttlMs;
      if (count >= keptFrom) counts.set(key, { count, keptUntilMs }, keptUntilMs);
    },
  };
}
