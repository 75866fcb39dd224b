// Subscriptions: a checked and planned subscription operation, ready for the WebSocket transport to poll.
// A live query re-runs as a query; a stream keeps a cursor and compiles one batch at a time.
import type { Session } from '../../session/index.ts';
import { readSetOf } from '../cache/read-set.ts';
import { operationDirectives } from '../request/directives.ts';
import { errorsBody, GraphqlError } from '../errors.ts';
import { planQuery } from '../request/plan-query.ts';
import { compileStream } from '../sql/compile.ts';
import { databaseError } from '../sql/errors.ts';
import { answering, capped } from './answer.ts';
import { allowlistCheck, requestContext, type EngineRuntime } from './context.ts';
import { checkCost } from './cost.ts';
import { executeQuery } from './execute-query.ts';
import { readRequest } from './read.ts';
import { multiplexedLive, multiplexedStream, type Multiplexed, type MultiplexedStream } from './multiplex.ts';
import { validateRequest } from './validate.ts';

export type { Multiplexed, MultiplexedStream } from './multiplex.ts';

/** A subscription ready to poll: a live query (same key = same results, so one poll can serve all) or a stream. */
export type PreparedSubscription =
  | { kind: 'errors'; body: string }
  | { kind: 'live'; key: string; tables: ReadonlySet<string>; run(): Promise<string>; multiplex?: Multiplexed }
  | {
      kind: 'stream';
      key: string;
      tables: ReadonlySet<string>;
      run(cursor: unknown): Promise<{ body: string; cursor: unknown }>;
      multiplex?: MultiplexedStream;
    };

/** Checks and plans a subscription for a session; a refused one comes back as its error body. */
export async function prepareSubscription(runtime: EngineRuntime, body: unknown, session: Session): Promise<PreparedSubscription> {
  try {
    const request = readRequest(body);
    const ctx = requestContext(runtime, session, {});
    const valid = validateRequest(request, ctx.role, runtime.limits, allowlistCheck(runtime, session));
    const { operation, fragments, variables } = valid;
    if (operation.operation !== 'subscription') throw new GraphqlError('validation-failed', 'expected a subscription operation', '$');
    const plans = planQuery({ schema: ctx.role.schema, access: ctx.role.access, operation, fragments, variables, subscription: true });
    operationDirectives(operation, { schema: ctx.role.schema, variables: variables.values, variableTypes: variables.types });
    if (plans.length !== 1) throw new GraphqlError('validation-failed', 'subscriptions must select one top level field', '$');
    checkCost(plans, session, runtime.limits, runtime.costs);
    const plan = plans[0]!;
    const { tables } = readSetOf([plan], ctx.role.access);
    // Subscribers share a poll when the query, its variables and everything of the session it may read agree.
    const key = JSON.stringify([request.query, request.operationName ?? null, variables.values, session.role, session.variables]);
    if (plan.kind === 'select_stream') {
      const multiplex = multiplexedStream(runtime, ctx, plan);
      return {
        kind: 'stream',
        key,
        tables,
        ...(multiplex && { multiplex }),
        async run(cursor) {
          try {
            const statement = compileStream(plan, cursor === undefined ? plan.stream.initial : cursor, session, ctx.role.access);
            runtime.countStatement();
            const result = await runtime.db.query<{ root: string; cursor: string | null }>(statement.sql, statement.params, {
              timeoutMs: ctx.timeoutMs,
            });
            const row = result.rows[0];
            const next = row?.cursor ? (JSON.parse(row.cursor) as unknown) : (cursor ?? plan.stream.initial);
            return { body: capped(`{"data":{${JSON.stringify(plan.alias)}:${row?.root ?? '[]'}}}`, runtime.limits), cursor: next };
          } catch (error) {
            return { body: errorsBody([databaseError(error, ctx.timeoutMs)]), cursor };
          }
        },
      };
    }
    const run = async () =>
      (await answering(runtime.limits, async () => ({ body: await executeQuery(plans, ctx, valid, request.query) }))).body;
    const multiplex = multiplexedLive(runtime, ctx, plan);
    return { kind: 'live', key, tables, run, ...(multiplex && { multiplex }) };
  } catch (error) {
    if (error instanceof GraphqlError) return { kind: 'errors', body: errorsBody([error]) };
    throw error;
  }
}
