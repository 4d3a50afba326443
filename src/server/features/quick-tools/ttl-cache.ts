/**
 * A small in-process cache with a lifetime per entry; callers asking for the same key while it
 * loads share one load, so a burst of visitors makes one outside call, not one each.
 */
export function createTtlCache<T>(options: { maxEntries?: number; now?: () => number } = {}) {
  const entries = new Map<string, { value: T; expires: number }>();
  const loading = new Map<string, Promise<{ value: T; ttlMs: number }>>();
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;

  return {
    /** The cached value, or the loader's, kept for the lifetime the loader chose. */
    async get(key: string, load: () => Promise<{ value: T; ttlMs: number }>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      let pending = loading.get(key);
      if (!pending) {
        pending = load().finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      const { value, ttlMs } = await pending;
      if (ttlMs > 0) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expires: now() + ttlMs });
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
