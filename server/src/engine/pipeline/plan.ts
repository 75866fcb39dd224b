// Step 3: planning a query, and the compiled-query cache. A query whose root fields are all table reads
// compiles to ONE statement that depends only on the role, the document, the variables and the session
// variables; it is cached (as Hasura caches query plans), so a repeated request skips parsing,
// validation, planning and compiling. A request refused before it ran is remembered the same way.
import type { Session } from '../../session/index.ts';
import type { GraphqlError } from '../errors.ts';
import type { RootPlan } from '../request/plan-types.ts';
import { compileRoots, type CompiledStatement } from '../sql/compile.ts';
import type { RequestContext } from './context.ts';
import type { GraphqlRequest } from './read.ts';
import type { ResponseCaching } from './response-caching.ts';
import { capOutput, runRow } from './statements.ts';

/** Compiled queries kept (oldest dropped first), and as many refusals. */
const QUERY_CACHE_SIZE = 2000;

/**
 * The response text `{"data":{...}}` with holes: `texts[i]` comes before the column `r<columns[i]>` of the statement
 * (each table root field's JSON), and the last text after the last column.
 */
interface AnswerTemplate {
  texts: string[];
  columns: number[];
}

/** A query's answer recipe: its one statement for all the table root fields, and the answer's text around them. */
export interface CachedQuery {
  template: AnswerTemplate;
  statement: CompiledStatement | null;
  /** The planned root fields, for the cost estimate of each run (cost.ts). */
  plans: RootPlan[];
  /** The query's @cached, with what it reads: its response is kept (response-caching.ts). */
  caching?: ResponseCaching;
  /** Whether `statement` answers the whole response text, as its one column `body` (answerInSql). */
  whole?: boolean;
}

/**
 * Why a request was refused before it ran: its error (validation, the allow-list, planning: these depend only on what
 * the key holds), or its planned root fields, refused by the cost estimate, which is checked again on each repeat.
 */
export type Refusal = { error: GraphqlError } | { plans: RootPlan[] };

export interface QueryCache {
  /** The key of a request: everything its compiled statement depends on. */
  keyOf(request: GraphqlRequest, session: Session): string;
  get(key: string): CachedQuery | undefined;
  set(key: string, query: CachedQuery): void;
  /**
   * A request refused before: sent again (as an attacker does, in a loop), it is refused without being parsed,
   * validated and planned again.
   */
  refused(key: string): Refusal | undefined;
  refuse(key: string, refusal: Refusal): void;
  /** Forgets a refusal that no longer holds (the tables' sizes changed and the estimate is under the ceiling). */
  forgive(key: string): void;
}

/**
 * JSON.stringify writes a number too large for a double (JSON `1e309`, parsed as Infinity) as `null`: without this the
 * key of `{"v": 1e309}` would be the key of `{"v": null}`, and the statement cached for one would answer the other.
 * A string with a NUL never gets this far (input-guard.ts), so the tagged text is no variable's.
 */
const keyValue = (_key: string, value: unknown): unknown =>
  typeof value === 'number' && !Number.isFinite(value) ? `\u0000${value}` : value;

/** Keeps at most `size` entries, the oldest going first. */
function bounded<V>(map: Map<string, V>, size: number, key: string, value: V): void {
  if (map.size >= size) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/** Keys worked out for one request object, per session (its role, flag and variables as JSON). */
interface RequestKeys {
  /** The request's own part of its keys: its operation name and variables as JSON, then its document. */
  own: string;
  bySession: Map<string, string>;
}

/** Keys kept per request object (a body read before is the same object each time: read.ts createBodyReader). */
const SESSIONS_PER_REQUEST = 32;

export function createQueryCache(): QueryCache {
  const cache = new Map<string, CachedQuery>();
  const refusals = new Map<string, Refusal>();
  const requestKeys = new WeakMap<GraphqlRequest, RequestKeys>();
  return {
    // The session's JSON, then the request's, then the document as it is: a JSON array ends where it ends, so the key
    // stays unambiguous without the document (the longest part, on every request) being escaped and copied into JSON.
    // A request object seen before gets the very string it got then, whose hash the map has already computed: no
    // JSON of its variables and no copy of its document per request.
    keyOf(request, session) {
      let keys = requestKeys.get(request);
      if (!keys) {
        keys = { own: JSON.stringify([request.operationName ?? null, request.variables], keyValue) + request.query, bySession: new Map() };
        requestKeys.set(request, keys);
      }
      const sessionPart = JSON.stringify([session.role, session.backendOnly, session.variables]);
      let key = keys.bySession.get(sessionPart);
      if (key === undefined) {
        key = sessionPart + keys.own;
        bounded(keys.bySession, SESSIONS_PER_REQUEST, sessionPart, key);
      }
      return key;
    },
    get: (key) => cache.get(key),
    set: (key, query) => bounded(cache, QUERY_CACHE_SIZE, key, query),
    refused: (key) => refusals.get(key),
    refuse: (key, refusal) => bounded(refusals, QUERY_CACHE_SIZE, key, refusal),
    forgive: (key) => void refusals.delete(key),
  };
}

/** The cacheable recipe of planned root fields, or null when one of them is not a table read. */
export function compileCacheable(plans: RootPlan[], ctx: RequestContext): CachedQuery | null {
  const template: AnswerTemplate = { texts: [], columns: [] };
  const reads: RootPlan[] = [];
  let text = '{"data":{';
  for (const [index, plan] of plans.entries()) {
    text += `${index > 0 ? ',' : ''}${JSON.stringify(plan.alias)}:`;
    if (plan.kind === 'typename' || plan.kind === 'constant') text += JSON.stringify(plan.value);
    else if (plan.kind === 'select' || plan.kind === 'select_by_pk' || plan.kind === 'select_aggregate' || plan.kind === 'function') {
      template.texts.push(text);
      template.columns.push(reads.push(plan) - 1);
      text = '';
    } else return null;
  }
  template.texts.push(`${text}}}`);
  const compiled = reads.length > 0 ? compileRoots(reads, ctx.session, ctx.role.access) : null;
  const columns = reads.map((_, index) => `r${index}`);
  const body = compiled ? answerInSql(template) : undefined;
  const statement = compiled && capOutput(compiled, columns, ctx.runtime.limits.maxResponseBytes, body);
  return { template, statement, plans, ...(body !== undefined && { whole: true }) };
}

/** Printable ASCII without a quote or a backslash: a string literal in SQL as it is, whatever the server's settings. */
const PLAIN_TEXT = /^[\x20-\x26\x28-\x5b\x5d-\x7e]*$/;

/**
 * The answer's template as one SQL expression over the statement's columns (`t.r<i>`): the answer is then the
 * database's text as it comes (as the floor sends it) instead of being joined again here, a copy of the whole text per
 * request. Undefined when a text between the columns is not plain (runCached fills the template then).
 */
function answerInSql({ texts, columns }: AnswerTemplate): string | undefined {
  if (!texts.every((piece) => PLAIN_TEXT.test(piece))) return undefined;
  return texts
    .map((piece, index) => (index < columns.length ? `'${piece}' || coalesce(t.r${columns[index]}, 'null')` : `'${piece}'`))
    .join(' || ');
}

/** Runs a cached recipe: its one statement, then the response text. */
export function runCached(cached: CachedQuery, ctx: RequestContext): Promise<string> {
  if (!cached.statement) return Promise.resolve(filled(cached.template, {}));
  // The statement's own promise and one step after it, no `async` frame.
  return runRow(ctx, cached.statement).then((row) => (cached.whole ? row.body! : filled(cached.template, row)));
}

/** The answer's template filled with the statement's columns. */
function filled({ texts, columns }: AnswerTemplate, row: Record<string, string | null>): string {
  return texts.reduce((answer, piece, index) => answer + (index > 0 ? (row[`r${columns[index - 1]}`] ?? 'null') : '') + piece, '');
}
