// The visitors' query results, shared by everyone who reads as a visitor (the anonymous role, no session
// variables): server renders and anonymous POST /v1/graphql queries read them from here, answered by the engine
// once. Each result keeps what it read (engine/cache/read-set.ts readKeysOf) and goes as soon as a write changes
// those rows (engine/database-writes.ts), or after its ttl.
import type { ReadKeys, Writes } from '../engine/index.ts';
import type { GraphqlResponse } from '../engine/index.ts';
import { createTtlCache, type CacheStats } from './ssr/render-cache.ts';

export interface VisitorAnswer {
  status: number;
  body: string;
  /** Undefined when not known (an external Hasura's answer): any write drops it. */
  reads: ReadKeys | undefined;
}

export interface VisitorAnswers {
  /** The key of a body (its query, operation name and variables), or undefined when it holds no single query. */
  keyOf(body: unknown): string | undefined;
  get(key: string): VisitorAnswer | undefined;
  /**
   * Keeps a complete answer to a query (no errors; never a mutation's) and answers it, or undefined when it is not
   * kept. `unknownReads`: an answer that cannot tell what it read is kept too, until any write.
   */
  keep(key: string, response: GraphqlResponse, options?: { unknownReads?: boolean; since?: number }): Promise<VisitorAnswer | undefined>;
  /** The mark to take before asking the engine, for `keep`'s `since` (a write heard of in between is not missed). */
  mark(): number;
  /** Drops the answers the writes changed. */
  drop(writes: Writes): void;
  /** Lookups answered from here and not (for /metrics). */
  readonly stats: CacheStats;
}

/** Bodies longer than this are answered but not shared (the kept keys stay small). */
const MAX_KEY_LENGTH = 16_384;

export function createVisitorAnswers({ maxEntries = 2000, ttlMs = 60_000 }: { maxEntries?: number; ttlMs?: number } = {}): VisitorAnswers {
  const answers = createTtlCache<VisitorAnswer>({ maxEntries, ttlMs });
  return {
    keyOf(body) {
      // The body's own text is the key: parsing and printing it again would merge bodies the engine reads apart
      // (a variable of 1e309 is not null) and could recurse as deep as a hostile variable nests.
      if (typeof body === 'string') {
        if (body.length > MAX_KEY_LENGTH || !body.trimStart().startsWith('{')) return undefined;
        return body;
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
      const { query, operationName, variables } = body as { query?: unknown; operationName?: unknown; variables?: unknown };
      if (typeof query !== 'string') return undefined;
      try {
        const key = JSON.stringify([query, operationName ?? null, variables ?? null]);
        return key.length > MAX_KEY_LENGTH ? undefined : key;
      } catch {
        return undefined;
      }
    },
    get: (key) => answers.get(key),
    async keep(key, response, options = {}) {
      // Only complete answers are shared: an error may be the moment's (a timeout, a busy database).
      if (response.status !== 200 || !response.body.startsWith('{"data"')) return undefined;
      // A @cached query's answer carries its own cache headers: the engine's response cache keeps it.
      if (response.headers && Object.keys(response.headers).length > 0) return undefined;
      let reads: ReadKeys | undefined;
      if (response.reads) {
        reads = await response.reads();
        // A query whose answer depends on more than tables (an action's handler) is not shared.
        if (!reads) return undefined;
      } else if (!options.unknownReads) return undefined;
      const answer = { status: response.status, body: response.body, reads };
      answers.set(key, answer, reads, options.since);
      return answer;
    },
    mark: () => answers.mark(),
    drop: (writes) => void answers.drop(writes),
    stats: answers.stats,
  };
}
