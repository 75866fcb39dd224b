// One operation through the pipeline: (cached statement | validate -> plan -> execute), a @cached query's
// response through the response cache. Subscriptions are planned, then refused as Hasura refuses them over
// HTTP; they are served over the WebSocket (subscribe.ts).
import { withDatabaseClient, type DatabaseClient } from '../../db/client.ts';
import type { RequestHeaders, Session } from '../../session/index.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import { readKeysOf, readSetOf } from '../cache/read-set.ts';
import { operationDirectives } from '../request/directives.ts';
import { GraphqlError } from '../errors.ts';
import { planQuery } from '../request/plan-query.ts';
import { allowlistCheck, requestContext, type EngineRuntime, type RequestContext } from './context.ts';
import { checkCost, CostRefusal } from './cost.ts';
import { executeMutation } from './execute-mutation.ts';
import { executeQuery } from './execute-query.ts';
import { compileCacheable, runCached, type QueryCache } from './plan.ts';
import type { RootPlan } from '../request/plan-types.ts';
import type { GraphqlRequest } from './read.ts';
import { answerQuery, responseCaching, type Answered, type ResponseCaching } from './response-caching.ts';
import { validateRequest } from './validate.ts';

export interface RunOptions {
  runtime: EngineRuntime;
  cache: QueryCache;
  /** The responses of @cached queries. */
  responses: ResponseCache;
  session: Session;
  headers: RequestHeaders;
  /** Who its statements are for (db/client.ts). */
  client: DatabaseClient;
}

/** The same refusal, a new error each time (its shaping never touches the kept one). */
const copyOf = (error: GraphqlError) => new GraphqlError(error.code, error.message, error.path, error.status);

/** The `data` of an answer without errors (undefined otherwise: an answer with errors is never kept). */
function dataOf(body: string): unknown {
  if (!body.startsWith('{"data"')) return undefined;
  try {
    return (JSON.parse(body) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/**
 * The answer to one operation of a body (errors are thrown, for `answering` to shape, which handles one thrown before
 * the promise too). A compiled query's repeat (nearly every request) makes no `async` frame of its own: the
 * statement's promise, then the answer.
 *
 * A query's statements carry the request's client (QueryOptions.client); only a mutation and a query with actions
 * or introspection run inside `withDatabaseClient`, for the statements of the action handlers and the transaction.
 * On Node 20 the first AsyncLocalStorage#run turns on promise hooks for the whole process, a cost every promise
 * of every request then pays: a process that serves only queries never turns them on.
 */
export function runRequest(request: GraphqlRequest, options: RunOptions): Promise<Answered> {
  const { runtime, cache, session } = options;
  const ctx = requestContext(runtime, session, options.headers, options.client);
  const cacheKey = cache.keyOf(request, session);
  const hit = cache.get(cacheKey);
  if (!hit) return runAfresh(request, options, ctx, cacheKey);
  // The tables may have grown since it was planned: the kept plans' estimate holds until the sizes are read again.
  checkCost(hit.plans, session, runtime.limits, runtime.costs);
  // Most hits are not @cached: answered straight, without the response cache's closure.
  if (!hit.caching) return runCached(hit, ctx).then((body) => ({ body, reads: readsOf(ctx, hit.plans, body) }));
  return answer(request, options, ctx, hit.caching, () => runCached(hit, ctx), hit.plans);
}

/** What an answer read, worked out when asked. */
const readsOf = (ctx: RequestContext, plans: RootPlan[], body: string) => () =>
  readKeysOf(plans, ctx.role.access, dataOf(body), ctx.runtime.db);

/** A query's answer through the response cache (when @cached). */
async function answer(
  request: GraphqlRequest,
  options: RunOptions,
  ctx: RequestContext,
  caching: ResponseCaching | undefined,
  run: () => Promise<string>,
  plans: RootPlan[],
): Promise<Answered> {
  const { session, responses } = options;
  const answered = await answerQuery(run, { caching, request, session, responses });
  return { ...answered, reads: readsOf(ctx, plans, answered.body) };
}

/** A request not compiled before (or not cacheable): refused again, or validated, planned and run. */
async function runAfresh(request: GraphqlRequest, options: RunOptions, ctx: RequestContext, cacheKey: string): Promise<Answered> {
  const { runtime, cache, session } = options;
  const refusal = cache.refused(cacheKey);
  if (refusal) {
    if ('error' in refusal) throw copyOf(refusal.error);
    // Refused by its cost: refused again while the estimate is over the ceiling; planned afresh once it is not.
    checkCost(refusal.plans, session, runtime.limits, runtime.costs);
    cache.forgive(cacheKey);
  }
  // What the request itself is refused for, before it runs, is remembered (a refusal by cost as its plans): never a
  // mutation's or a statement's error, which depend on the data.
  const remembering = <T>(step: () => T, plans?: RootPlan[]): T => {
    try {
      return step();
    } catch (error) {
      if (error instanceof CostRefusal && plans) cache.refuse(cacheKey, { plans });
      else if (error instanceof GraphqlError && error.constructor === GraphqlError && error.status < 500) cache.refuse(cacheKey, { error });
      throw error;
    }
  };
  const valid = remembering(() => validateRequest(request, ctx.role, runtime.limits, allowlistCheck(runtime, session)));
  const { operation, fragments, variables } = valid;
  if (operation.operation === 'mutation') {
    // In the client's lane of writes (db/client.ts): its reads meanwhile do not wait behind them.
    const writer: DatabaseClient = { ...options.client, lane: 'writes' };
    ctx.client = writer;
    return { body: await withDatabaseClient(writer, () => executeMutation(ctx, valid, request.query)) };
  }
  const subscription = operation.operation === 'subscription';
  const plans = remembering(() =>
    planQuery({ schema: ctx.role.schema, access: ctx.role.access, operation, fragments, variables, subscription }),
  );
  const cached = remembering(() =>
    operationDirectives(operation, { schema: ctx.role.schema, variables: variables.values, variableTypes: variables.types }),
  );
  if (subscription) {
    throw new GraphqlError('unexpected-payload', 'subscriptions are not supported over HTTP, use websockets instead', '$');
  }
  remembering(() => checkCost(plans, session, runtime.limits, runtime.costs), plans);
  const caching = cached && responseCaching(request.query, operation, cached, readSetOf(plans, ctx.role.access));
  const compiled = compileCacheable(plans, ctx);
  if (!compiled) {
    const run = () => withDatabaseClient(options.client, () => executeQuery(plans, ctx, valid, request.query));
    return answer(request, options, ctx, caching, run, plans);
  }
  cache.set(cacheKey, caching ? { ...compiled, caching } : compiled);
  return answer(request, options, ctx, caching, () => runCached(compiled, ctx), plans);
}
