/**
 * A map whose entries each carry their own expiry, bounded in size: past `maxEntries` the oldest
 * entry goes first. For per-process caches of answers that are costly to make again and safe to
 * reuse until a known moment (a verified token until it expires, a large count for a few seconds).
 * An expired entry is dropped when read; nothing sweeps in the background, so no timer keeps a
 * process alive.
 *
 * @example
 * const verified = createExpiringMap<string, Claims>({ maxEntries: 10_000 });
 * verified.set(token, claims, claims.expiresAtMs);
 * verified.get(token); // the claims until `expiresAtMs`, then undefined
 */
export interface ExpiringMap<K, V> {
  get(key: K): V | undefined;
  /** Keeps `value` until the clock reaches `expiresAtMs`. */
  set(key: K, value: V, expiresAtMs: number): void;
}

export function createExpiringMap<K, V>(options: { maxEntries: number; now?: () => number }): ExpiringMap<K, V> {
  const now = options.now ?? Date.now;
  const entries = new Map<K, { value: V; expiresAtMs: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAtMs > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: K, value: V, expiresAtMs: number): void {
      // Set again, a key counts as the newest.
      entries.delete(key);
      // A Map iterates in insertion order: the first key is the oldest.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAtMs });
    },
  };
}
