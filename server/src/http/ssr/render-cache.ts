/** A small least-recently-used map whose entries also expire: rendered pages and the query results of renders. */
export interface TtlCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
  readonly size: number;
}

/** At most `maxEntries` values (least recently used go first), each for at most `ttlMs`. */
export function createTtlCache<T>({
  maxEntries,
  ttlMs,
  now = Date.now,
}: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): TtlCache<T> {
  const entries = new Map<string, { value: T; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
