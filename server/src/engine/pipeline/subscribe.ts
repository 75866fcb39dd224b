// Subscriptions: a checked and planned subscription operation, ready for the WebSocket transport to poll.
// A live query re-runs as a query; a stream keeps a cursor and compiles one batch at a time.
import { createHash } from 'node:crypto';
import type { Session } from '../../session/index.ts';
import { readSetOf } from '../cache/read-set.ts';
import { operationDirectives } from '../request/directives.ts';
import { GraphqlError } from '../request/errors.ts';
import { planQuery } from '../request/plan-query.ts';
import { multiplexedParam } from '../sql/builder.ts';
import { compileRoot, compileStream } from '../sql/compile.ts';
import { databaseError } from '../sql/errors.ts';
import { answering, capped, errorBody } from './answer.ts';
import { requestContext, type EngineRuntime, type RequestContext } from './context.ts';
import { executeQuery } from './execute-query.ts';
import { readRequest } from './read.ts';
import { validateRequest } from './validate.ts';
import type { RootPlan } from '../request/plan-types.ts';

/** Engines (one per metadata version) numbered, so live queries of two engines never share a statement. */
const engineNumbers = new WeakMap<EngineRuntime, number>();
let engines = 0;

/**
 * The multiplexed form of a live query reading tables, or undefined (actions, introspection, a query that does not
 * compile for this session, which then answers its error on each poll as before). The statement is Hasura's
 * cohort query: the subscribers' parameter lists as rows (`_subs`), the query joined laterally to each.
 */
function multiplexed(runtime: EngineRuntime, ctx: RequestContext, plan: RootPlan): Multiplexed | undefined {
  let statement;
  try {
    statement = compileRoot(plan, ctx.session, ctx.role.access, multiplexedParam);
  } catch {
    return undefined;
  }
  if (!statement) return undefined;
  if (!engineNumbers.has(runtime)) engineNumbers.set(runtime, (engines += 1));
  const sql =
    'SELECT _subs.result_id::int AS id, _fld_resp.root FROM json_array_elements($1::json) WITH ORDINALITY AS _subs(result_vars, result_id) ' +
    `LEFT OUTER JOIN LATERAL (${statement.sql}) AS _fld_resp ON true`;
  const name = `m_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  const { timeoutMs } = ctx;
  const prefix = `{"data":{${JSON.stringify(plan.alias)}:`;
  return {
    group: JSON.stringify([engineNumbers.get(runtime), ctx.session.role, timeoutMs, plan.alias, sql]),
    params: statement.params,
    async runBatch(batch) {
      runtime.countStatement();
      let rows: { id: number; root: string | null }[];
      try {
        rows = (await runtime.db.query<{ id: number; root: string | null }>(sql, [JSON.stringify(batch)], { name, timeoutMs })).rows;
      } catch (error) {
        throw databaseError(error, timeoutMs);
      }
      const bodies = new Array<string>(batch.length).fill(`${prefix}null}}`);
      for (const row of rows) bodies[Number(row.id) - 1] = capped(`${prefix}${row.root ?? 'null'}}}`, runtime.limits);
      return bodies;
    },
  };
}

/**
 * How a live query runs multiplexed, as Hasura's "live queries at scale": the live queries of one group (the same
 * SQL, alias, role, deadline and engine: one query shape) run as ONE statement per poll for a batch of their
 * parameter lists (variables and session variables), each reading its own from its row of `_subs`.
 */
export interface Multiplexed {
  group: string;
  /** Its parameters as texts (or null): live queries of a group with the same ones have the same result. */
  params: readonly unknown[];
  /** The bodies for a batch of parameter lists, in their order; throws (Hasura's error) when the statement fails. */
  runBatch(batch: readonly (readonly unknown[])[]): Promise<string[]>;
}

/** A subscription ready to poll: a live query (same key = same results, so one poll can serve all) or a stream. */
export type PreparedSubscription =
  | { kind: 'errors'; body: string }
  | { kind: 'live'; key: string; tables: ReadonlySet<string>; run(): Promise<string>; multiplex?: Multiplexed }
  | { kind: 'stream'; key: string; tables: ReadonlySet<string>; run(cursor: unknown): Promise<{ body: string; cursor: unknown }> };

/** Checks and plans a subscription for a session; a refused one comes back as its error body. */
export async function prepareSubscription(runtime: EngineRuntime, body: unknown, session: Session): Promise<PreparedSubscription> {
  try {
    const request = readRequest(body);
    const ctx = requestContext(runtime, session, {});
    const valid = validateRequest(request, ctx.role, runtime.limits);
    const { operation, fragments, variables } = valid;
    if (operation.operation !== 'subscription') throw new GraphqlError('validation-failed', 'expected a subscription operation', '$');
    const plans = planQuery({ schema: ctx.role.schema, access: ctx.role.access, operation, fragments, variables, subscription: true });
    operationDirectives(operation, { schema: ctx.role.schema, variables: variables.values, variableTypes: variables.types });
    if (plans.length !== 1) throw new GraphqlError('validation-failed', 'subscriptions must select one top level field', '$');
    const plan = plans[0]!;
    const { tables } = readSetOf([plan], ctx.role.access);
    // Subscribers share a poll when the query, its variables and everything of the session it may read agree.
    const key = JSON.stringify([request.query, request.operationName ?? null, variables.values, session.role, session.variables]);
    if (plan.kind === 'select_stream') {
      return {
        kind: 'stream',
        key,
        tables,
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
            return { body: errorBody([databaseError(error, ctx.timeoutMs)]), cursor };
          }
        },
      };
    }
    const run = async () =>
      (await answering(runtime.limits, async () => ({ body: await executeQuery(plans, ctx, valid, request.query) }))).body;
    const multiplex = multiplexed(runtime, ctx, plan);
    return { kind: 'live', key, tables, run, ...(multiplex && { multiplex }) };
  } catch (error) {
    if (error instanceof GraphqlError) return { kind: 'errors', body: errorBody([error]) };
    throw error;
  }
}
