/**
 * A short-lived cache of computed responses, shared by concurrent requests (one load at a time
 * per key). Each instance keeps its own copy for a few seconds: data may lag that long behind a
 * change made through another instance, which is fine for public catalogue reads
 * (docs/decisions/003-catalogue-read-cache.md). Failed loads are not kept.
 */
export function createResponseCache<T>(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const { ttlMs, maxEntries = 100, now = Date.now } = options;
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const time = now();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > time) return cached.value;

      const value = load();
      entries.delete(key);
      entries.set(key, { expiresAt: time + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = entries.keys().next().value;
      if (entries.size > maxEntries && oldest !== undefined) entries.delete(oldest);
      return value;
    },

    clear() {
      entries.clear();
    },
  };
}
