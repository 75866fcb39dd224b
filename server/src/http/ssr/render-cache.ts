import { readsTouched, type ReadKeys, type Writes } from '../../engine/index.ts';

/**
 * A small least-recently-used map whose entries also expire: rendered pages and the visitors' query results. Each
 * entry keeps what it read, and goes as soon as a write changes rows it read.
 */
export interface TtlCache<T> {
  get(key: string): T | undefined;
  /**
   * `reads` undefined: not known (an external Hasura's answer), so any write drops it. `since`: the mark taken
   * before the value was read from the database; a value that a write heard of since then touched is not kept.
   */
  set(key: string, value: T, reads?: ReadKeys, since?: number): void;
  /** The count of writes heard of so far, for `set`'s `since`. */
  mark(): number;
  /** Drops the entries whose reads the writes touched; answers how many. */
  drop(writes: Writes): number;
  clear(): void;
  readonly size: number;
  /** Lookups answered from the cache and not, since it was created (for /metrics). */
  readonly stats: CacheStats;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

/** How many of the last writes are remembered for `set`'s `since`; a value read before older ones is not kept. */
const RECENT_WRITES = 200;

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
  // The last writes heard of, numbered: a value read before one of them and kept after must not have read its rows.
  let heard = 0;
  const stats: CacheStats = { hits: 0, misses: 0 };
  const recent: Writes[] = [];
  const touchedSince = (since: number, reads: ReadKeys | undefined) => {
    if (heard - since > recent.length) return true;
    for (const writes of recent.slice(recent.length - (heard - since))) if (!reads || readsTouched(reads, writes)) return true;
    return false;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        stats.misses += 1;
        return undefined;
      }
      entries.delete(key);
      if (now() - entry.storedAt > ttlMs) {
        stats.misses += 1;
        return undefined;
      }
      entries.set(key, entry);
      stats.hits += 1;
      return entry.value;
    },
    set(key, value, reads, since) {
      if (since !== undefined && since < heard && touchedSince(since, reads)) return;
      entries.delete(key);
      entries.set(key, { value, storedAt: now(), reads });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    mark: () => heard,
    drop(writes) {
      heard += 1;
      recent.push(writes);
      if (recent.length > RECENT_WRITES) recent.shift();
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
    stats,
  };
}
