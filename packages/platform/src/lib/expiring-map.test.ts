import { describe, expect, it } from 'vitest';
import { createExpiringMap } from './expiring-map';

describe('expiring map', () => {
  it('answers an entry until its own expiry, then forgets it', () => {
    let clock = 0;
    const map = createExpiringMap<string, number>({ maxEntries: 10, now: () => clock });
    map.set('short', 1, 100);
    map.set('long', 2, 1_000);
    clock = 99;
    expect([map.get('short'), map.get('long')]).toEqual([1, 2]);
    clock = 100;
    expect([map.get('short'), map.get('long')]).toEqual([undefined, 2]);
    expect(map.get('missing')).toBeUndefined();
  });

  it('drops the oldest entry when full, counting an entry set again as new', () => {
    const map = createExpiringMap<string, number>({ maxEntries: 2, now: () => 0 });
    map.set('a', 1, 10);
    map.set('b', 2, 10);
    map.set('a', 3, 10);
    map.set('c', 4, 10);
    expect(['a', 'b', 'c'].map((key) => map.get(key))).toEqual([3, undefined, 4]);
  });
});
