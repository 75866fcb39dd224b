// @cached queries (Hasura Cloud and EE, docs "Caching"): the response is kept for the directive's ttl (at most
// 300 s) under the query, its variables, the role and the session variables its permissions read, and answered
// from the cache until then, unless `refresh: true` asks for a new one. The headers are Hasura's:
// `Cache-Control: max-age=<seconds left>`, `X-Hasura-Query-Cache-Key` and `X-Hasura-Query-Family-Cache-Key`; a
// response too large to keep gets Hasura's warning instead (Transport/HTTP.hs, CacheStoreLimitReached).
import type { OperationDefinitionNode } from 'graphql';
import type { Session } from '../../session/index.ts';
import type { ReadSet } from '../cache/read-set.ts';
import type { ReadKeys } from '../cache/writes.ts';
import { MAX_TTL_SECONDS, responseKeys, type ResponseCache, type ResponseKeys } from '../cache/response-cache.ts';
import type { CachedDirective } from '../request/directives.ts';
import type { GraphqlRequest } from './read.ts';

/** A @cached query's directive, the text its answer is keyed by, and what its statements read. */
export interface ResponseCaching {
  directive: CachedDirective;
  /** The query without its @cached: `refresh: true` (or another ttl) replaces the answer of the same query. */
  keyQuery: string;
  reads: ReadSet;
}

/** A query's caching, for an operation that has @cached. */
export function responseCaching(
  query: string,
  operation: OperationDefinitionNode,
  directive: CachedDirective,
  reads: ReadSet,
): ResponseCaching {
  const { loc } = operation.directives!.find((node) => node.name.value === 'cached')!;
  return { directive, keyQuery: loc ? query.slice(0, loc.start) + query.slice(loc.end) : query, reads };
}

/** An operation's answer before the size cap: its JSON text and response headers. */
export interface Answered {
  body: string;
  headers?: Record<string, string>;
  /** A query's: what its answer read, worked out when asked (cache/read-set.ts readKeysOf). */
  reads?: () => Promise<ReadKeys | undefined>;
}

function sessionVariablesRead(session: Session, reads: ReadSet): Record<string, string> {
  if (reads.sessionVariables === 'all') return session.variables;
  return Object.fromEntries(Object.entries(session.variables).filter(([name]) => (reads.sessionVariables as Set<string>).has(name)));
}

const cacheHeaders = (keys: ResponseKeys, maxAge: number): Record<string, string> => ({
  'cache-control': `max-age=${maxAge}`,
  'x-hasura-query-cache-key': keys.key,
  'x-hasura-query-family-cache-key': keys.family,
});

/** Runs a query, through the response cache when it is @cached. */
export async function answerQuery(
  run: () => Promise<string>,
  options: { caching: ResponseCaching | undefined; request: GraphqlRequest; session: Session; responses: ResponseCache },
): Promise<Answered> {
  const { caching, request, session, responses } = options;
  if (!caching) return { body: await run() };
  const keys = responseKeys({
    role: session.role,
    backendOnly: session.backendOnly,
    query: caching.keyQuery,
    operationName: request.operationName,
    variables: request.variables,
    sessionVariables: sessionVariablesRead(session, caching.reads),
  });
  if (!caching.directive.refresh) {
    const kept = responses.get(keys.key);
    if (kept) return { body: kept.body, headers: cacheHeaders(keys, kept.maxAge) };
  }
  const body = await run();
  const ttl = Math.min(caching.directive.ttl, MAX_TTL_SECONDS);
  if (ttl <= 0) return { body };
  if (!responses.set(keys.key, { body, ttlSeconds: ttl, tables: caching.reads.tables })) {
    return { body, headers: { warning: '199 - cache-store-size-limit-exceeded' } };
  }
  return { body, headers: cacheHeaders(keys, ttl) };
}
