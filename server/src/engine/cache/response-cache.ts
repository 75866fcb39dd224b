// The responses of @cached queries, kept in process: each for its ttl, least recently used dropped first when
// the entry or byte bound is reached, and dropped at once when a table it read is written. Keys are hashes of
// what Hasura keys a cached response by (docs "How Caching Works"): the query, operation name and variables,
// the role and the session variables the query's permissions use.
import { createHash } from 'node:crypto';

export interface ResponseCacheLimits {
  /** Responses kept. */
  maxEntries: number;
  /** UTF-8 bytes of every kept response and its key. */
  maxBytes: number;
  /** The largest response kept (Hasura Cloud caches responses under 100 KB). */
  maxEntryBytes: number;
}

export const RESPONSE_CACHE_LIMITS: ResponseCacheLimits = {
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 100 * 1024,
};

/** Hasura's most ttl of @cached, in seconds (caching docs: "The maximum allowed value is 300 seconds"). */
export const MAX_TTL_SECONDS = 300;

/** What a cached response is keyed by. */
export interface ResponseKeyParts {
  role: string;
  backendOnly: boolean;
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown>;
  /** The session variables the query's permissions read, with their values. */
  sessionVariables: Record<string, string>;
}

/** The entry's key, and its family's (the same without the variables), as Hasura's response headers name them. */
export interface ResponseKeys {
  key: string;
  family: string;
}

const hash = (parts: unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export function responseKeys(parts: ResponseKeyParts): ResponseKeys {
  const session = Object.entries(parts.sessionVariables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const family = [parts.role, parts.backendOnly, parts.query, parts.operationName ?? null, session];
  return { key: hash([...family, parts.variables]), family: hash(family) };
}

interface Entry {
  body: string;
  bytes: number;
  expiresAt: number;
  tables: ReadonlySet<string>;
}

export interface ResponseCache {
  /** A kept response and the seconds it has left. */
  get(key: string): { body: string; maxAge: number } | undefined;
  /** Keeps a response for `ttlSeconds`; false (nothing kept) when it is larger than the entry bound. */
  set(key: string, response: { body: string; ttlSeconds: number; tables: ReadonlySet<string> }): boolean;
  /** Drops every response that read one of these tables. */
  drop(tables: Iterable<string>): void;
  readonly size: number;
  readonly bytes: number;
}

export function createResponseCache(limits: ResponseCacheLimits = RESPONSE_CACHE_LIMITS, now = (): number => Date.now()): ResponseCache {
  // In least recently used order: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  const byTable = new Map<string, Set<string>>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const table of entry.tables) {
      const keys = byTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) byTable.delete(table);
    }
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const left = entry.expiresAt - now();
      if (left <= 0) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { body: entry.body, maxAge: Math.ceil(left / 1000) };
    },
    set(key, { body, ttlSeconds, tables }) {
      remove(key);
      const size = Buffer.byteLength(body) + key.length;
      if (size > limits.maxEntryBytes) return false;
      entries.set(key, { body, bytes: size, expiresAt: now() + ttlSeconds * 1000, tables });
      bytes += size;
      for (const table of tables) {
        let keys = byTable.get(table);
        if (!keys) byTable.set(table, (keys = new Set()));
        keys.add(key);
      }
      for (const [oldest] of entries) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    drop(tables) {
      for (const table of tables) for (const key of [...(byTable.get(table) ?? [])]) remove(key);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
