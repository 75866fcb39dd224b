// One query or mutation through the pipeline: read -> (cached statement | validate -> plan -> execute).
// Subscriptions are refused here; they are served over the WebSocket (subscribe.ts).
import type { RequestHeaders, Session } from '../../session/index.ts';
import { GraphqlError } from '../request/errors.ts';
import { planQuery } from '../request/plan-query.ts';
import { requestContext, type EngineRuntime } from './context.ts';
import { executeMutation } from './execute-mutation.ts';
import { executeQuery } from './execute-query.ts';
import { compileCacheable, runCached, type QueryCache } from './plan.ts';
import { readRequest } from './read.ts';
import { validateRequest } from './validate.ts';

export interface RunOptions {
  runtime: EngineRuntime;
  cache: QueryCache;
  session: Session;
  headers: RequestHeaders;
}

/** The JSON text answering one operation of a body (errors are thrown, for `answering` to shape). */
export async function runRequest(body: unknown, options: RunOptions): Promise<string> {
  const { runtime, cache, session } = options;
  const request = readRequest(body);
  const ctx = requestContext(runtime, session, options.headers);
  const cacheKey = cache.keyOf(request, session);
  const hit = cache.get(cacheKey);
  if (hit) return runCached(hit, ctx);
  const valid = validateRequest(request, ctx.role, runtime.limits);
  const { operation, fragments, variables } = valid;
  if (operation.operation === 'mutation') return executeMutation(ctx, valid, request.query);
  if (operation.operation !== 'query') {
    throw new GraphqlError('validation-failed', 'subscriptions are served over the WebSocket at /v1/graphql', '$');
  }
  const plans = planQuery({ schema: ctx.role.schema, access: ctx.role.access, operation, fragments, variables });
  const compiled = compileCacheable(plans, ctx);
  if (!compiled) return executeQuery(plans, ctx, valid, request.query);
  cache.set(cacheKey, compiled);
  return runCached(compiled, ctx);
}
