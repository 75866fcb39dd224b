// Multiplexed subscriptions, as Hasura's "live queries at scale" and streaming subscriptions: the subscriptions of
// one group (the same SQL, alias, role, deadline and engine: one query shape) run as ONE statement per poll for a
// batch of their parameter lists (variables, session variables and, for a stream, its cursor). Each list is a row
// of `_subs` (`result_vars`, a JSON array of the parameters' texts) and the query, joined laterally to it, reads its
// parameters from there (`multiplexedParam`) with the casts of the direct statement, so it answers the same.
import { createHash } from 'node:crypto';
import type { RootPlan } from '../request/plan-types.ts';
import { literal, multiplexedParam, paramText } from '../sql/builder.ts';
import { compileRoot, compileStream } from '../sql/compile.ts';
import { databaseError } from '../sql/errors.ts';
import { errorsBody } from '../errors.ts';
import { capped, responseTooLarge } from './answer.ts';
import type { EngineRuntime, RequestContext } from './context.ts';

/** A live query's multiplexed form. */
export interface Multiplexed {
  group: string;
  /** Its parameters as texts (or null): live queries of a group with the same ones have the same result. */
  params: readonly unknown[];
  /**
   * The bodies for a batch of parameter lists, in their order; throws (Hasura's error) when the statement fails. A
   * list may end with one more element, the MD5 (hex) of the body its cohort has: the body is then undefined when it
   * still has that hash (the statement computes it and sends nothing back).
   */
  runBatch(batch: readonly (readonly unknown[])[]): Promise<(LiveBody | undefined)[]>;
  /**
   * Whether its answer changes only when a row of a table it reads is written (see `isSteady`): then a poller told of
   * every write to those tables need not poll it on the interval.
   */
  steady: boolean;
}

/** A live query's body, with its MD5 (hex) when the statement computed it (the poller computes it otherwise). */
export interface LiveBody {
  body: string;
  hash: string | undefined;
}

/** A stream's next batch: its body, and the cursor after it (undefined: where it was). */
export interface StreamBatch {
  body: string;
  cursor: unknown;
}

/** A streaming subscription's multiplexed form: its cursor is its parameter `cursorParam`. */
export interface MultiplexedStream {
  group: string;
  /** Its parameters with the initial cursor. */
  params: readonly unknown[];
  cursorParam: number;
  /** The batches for a batch of parameter lists, in their order; throws (Hasura's error) when the statement fails. */
  runBatch(batch: readonly (readonly unknown[])[]): Promise<StreamBatch[]>;
}

/** A parameter list with the cursor moved: the cursor's text as the direct statement sends it. */
export function withCursor(params: readonly unknown[], cursorParam: number, cursor: unknown): unknown[] {
  const moved = [...params];
  moved[cursorParam] = paramText(cursor);
  return moved;
}

/** A date or time value in the statement (a parameter, a permission's "now()", a function of the clock). */
const CLOCK =
  /::(?:"?pg_catalog"?\.)?"?(?:timestamptz|timestamp|date|timetz|time|interval)"?(?![\w"])|\b(?:now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\s*\(|\b(?:current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;
/** A call of a function named by schema (a computed field, a function root field): it may read anything. */
const SCHEMA_FUNCTION = /"\s*\(/;

/**
 * Whether a compiled statement answers from the rows of the tables it reads alone: no date or time value (whose
 * meaning moves with the clock: "now()", a timestamp parameter compared with a column) and no call of a function of
 * the schema. When in doubt, not steady: the poller then polls on the interval as Hasura does.
 */
export function isSteady(plan: RootPlan, sql: string): boolean {
  return (
    (plan.kind === 'select' || plan.kind === 'select_by_pk' || plan.kind === 'select_aggregate') &&
    !CLOCK.test(sql) &&
    !SCHEMA_FUNCTION.test(sql)
  );
}

/** Engines (one per metadata version) numbered, so subscriptions of two engines never share a statement. */
const engineNumbers = new WeakMap<EngineRuntime, number>();
let engines = 0;

/** Hasura's cohort statement around a query reading `_subs.result_vars`, and how to run it for a batch. */
function cohortStatement<Row extends { id: number }>(
  runtime: EngineRuntime,
  ctx: RequestContext,
  alias: string,
  inner: string,
  columns: string,
  prepared = true,
) {
  if (!engineNumbers.has(runtime)) engineNumbers.set(runtime, (engines += 1));
  const sql =
    `SELECT _subs.result_id::int AS id, ${columns} FROM json_array_elements($1::json) WITH ORDINALITY AS _subs(result_vars, result_id) ` +
    `LEFT OUTER JOIN LATERAL (${inner}) AS _fld_resp ON true`;
  // A statement holding a request's values is not prepared: one per value would stay on every connection.
  const name = prepared ? `m_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}` : undefined;
  const { timeoutMs } = ctx;
  return {
    group: JSON.stringify([engineNumbers.get(runtime), ctx.session.role, timeoutMs, alias, sql]),
    /** The rows of a batch, each at its list's index. */
    async run(batch: readonly (readonly unknown[])[]): Promise<(Row | undefined)[]> {
      runtime.countStatement();
      let rows: Row[];
      try {
        rows = (await runtime.db.query<Row>(sql, [JSON.stringify(batch)], { name, timeoutMs })).rows;
      } catch (error) {
        throw databaseError(error, timeoutMs);
      }
      const byIndex = new Array<Row | undefined>(batch.length);
      for (const row of rows) byIndex[Number(row.id) - 1] = row;
      return byIndex;
    },
  };
}

/**
 * The multiplexed form of a live query reading tables, or undefined (actions, introspection, a query that does not
 * compile for this session, which then answers its error on each poll as before).
 */
export function multiplexedLive(runtime: EngineRuntime, ctx: RequestContext, plan: RootPlan): Multiplexed | undefined {
  let statement;
  try {
    // A request's pattern or containment list is written into the statement (builder.ts), which is then its values'
    // own: subscribers with the same values share it, and it is not prepared.
    statement = compileRoot(plan, ctx.session, ctx.role.access, multiplexedParam, true);
  } catch {
    return undefined;
  }
  if (!statement) return undefined;
  // Each subscriber's answer is sent back only within the response cap (as capOutput does for a query): one over it
  // stays in the database, and its subscriber gets `response-too-large`. OFFSET 0 builds the answer once.
  const cap = Math.floor(runtime.limits.maxResponseBytes);
  const over = `coalesce(octet_length(_fld_resp.root), 0) > ${cap}`;
  const prefix = `{"data":{${JSON.stringify(plan.alias)}:`;
  // The body's MD5, computed once per cohort in the statement: compared with the hash its cohort has (after its
  // parameters) and sent back with a changed body, so the poller does not hash it again.
  const inner =
    `SELECT _r.root, md5(${literal(prefix)} || coalesce(_r.root, 'null') || '}}') AS hash ` + `FROM (${statement.sql} OFFSET 0) AS _r`;
  const same = `coalesce(_fld_resp.hash = (_subs.result_vars->>${statement.params.length}), false)`;
  const cohorts = cohortStatement<{ id: number; root: string | null; hash: string | null; __over: boolean; __same: boolean }>(
    runtime,
    ctx,
    plan.alias,
    inner,
    `CASE WHEN ${over} OR ${same} THEN NULL ELSE _fld_resp.root END AS root, ` +
      `CASE WHEN ${over} OR ${same} THEN NULL ELSE _fld_resp.hash END AS hash, ${over} AS __over, ${same} AS __same`,
    !statement.unprepared,
  );
  return {
    group: cohorts.group,
    params: statement.params,
    steady: isSteady(plan, statement.sql),
    async runBatch(batch) {
      const rows = await cohorts.run(batch);
      return rows.map((row) => {
        if (row?.__same === true) return undefined;
        if (row?.__over === true) return { body: errorsBody([responseTooLarge(runtime.limits)]), hash: undefined };
        const body = `${prefix}${row?.root ?? 'null'}}}`;
        const answer = capped(body, runtime.limits);
        return { body: answer, hash: answer === body ? (row?.hash ?? undefined) : undefined };
      });
    },
  };
}

/**
 * The multiplexed form of a stream, or undefined for one whose cursor starts null (its statement's shape changes
 * with its first row) or that does not compile for this session.
 */
export function multiplexedStream(
  runtime: EngineRuntime,
  ctx: RequestContext,
  plan: Extract<RootPlan, { kind: 'select_stream' }>,
): MultiplexedStream | undefined {
  let statement;
  try {
    statement = compileStream(plan, plan.stream.initial, ctx.session, ctx.role.access, multiplexedParam);
  } catch {
    return undefined;
  }
  if (statement.cursorParam === undefined) return undefined;
  type Row = { id: number; root: string | null; cursor: string | null };
  const cohorts = cohortStatement<Row>(runtime, ctx, plan.alias, statement.sql, '_fld_resp.root, _fld_resp.cursor');
  const prefix = `{"data":{${JSON.stringify(plan.alias)}:`;
  return {
    group: cohorts.group,
    params: statement.params,
    cursorParam: statement.cursorParam,
    async runBatch(batch) {
      const rows = await cohorts.run(batch);
      return rows.map((row) => ({
        body: capped(`${prefix}${row?.root ?? '[]'}}}`, runtime.limits),
        cursor: row?.cursor ? (JSON.parse(row.cursor) as unknown) : undefined,
      }));
    },
  };
}
