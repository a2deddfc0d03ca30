import { describe, expect, it } from 'vitest';
import { createCountCache } from '../src/domains/catalog/count-cache';

/** The product query's count cache: large counts kept briefly per query and bound, small ones never. */
describe('count cache', () => {
  const query = { where: 'p.site_id = $1 AND p.visible', params: ['site-a'] };

  it('keeps a large count until it expires, and never a small one', () => {
    let clock = 0;
    const cache = createCountCache({ ttlMs: 10_000, maxEntries: 10 }, () => clock);
    const key = cache.keyOf(query, 10_000);
    cache.set(key, 10_001);
    clock = 9_999;
    expect(cache.get(key)).toEqual({ count: 10_001, keptUntilMs: 10_000 });
    clock = 10_000;
    expect(cache.get(key)).toBeUndefined();
    cache.set(key, 999, 1_000);
    expect(cache.get(key)).toBeUndefined();
  });

  it('keys by site, filter and bound', () => {
    const cache = createCountCache({ ttlMs: 10_000, maxEntries: 10 });
    cache.set(cache.keyOf(query, 10_000), 5_000);
    expect(cache.get(cache.keyOf({ ...query, params: ['site-b'] }, 10_000))).toBeUndefined();
    expect(cache.get(cache.keyOf({ ...query, where: 'p.site_id = $1' }, 10_000))).toBeUndefined();
    expect(cache.get(cache.keyOf(query, 5))).toBeUndefined();
    expect(cache.get(cache.keyOf(query, 10_000))?.count).toBe(5_000);
  });

  it('drops the oldest entry when full', () => {
    const cache = createCountCache({ ttlMs: 10_000, maxEntries: 2 });
    const keys = ['a', 'b', 'c'].map((site) => cache.keyOf({ ...query, params: [site] }, 10));
    keys.forEach((key, i) => cache.set(key, i + 1, 1));
    expect(keys.map((key) => cache.get(key)?.count)).toEqual([undefined, 2, 3]);
  });
});
