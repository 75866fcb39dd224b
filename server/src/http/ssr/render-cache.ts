import { readsTouched, type ReadKeys, type Writes } from '../../engine/cache/writes.ts';

/**
 * A small least-recently-used map whose entries also expire: rendered pages and the visitors' query results. Each
 * entry keeps what it read, and goes as soon as a write changes rows it read.
 */
export interface TtlCache<T> {
  get(key: string): T | undefined;
  /** `reads` undefined: not known (an external Hasura's answer), so any write drops it. */
  set(key: string, value: T, reads?: ReadKeys): void;
  /** Drops the entries whose reads the writes touched; answers how many. */
  drop(writes: Writes): number;
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
  const entries = new Map<string, { value: T; storedAt: number; reads: ReadKeys | undefined }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, reads) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now(), reads });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    drop(writes) {
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (entry.reads && !readsTouched(entry.reads, writes)) continue;
        entries.delete(key);
        dropped += 1;
      }
      return dropped;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
