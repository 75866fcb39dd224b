// Running compiled statements: each as a named prepared statement within the request's deadline,
// counted, with database failures mapped to Hasura's errors.
import { createHash } from 'node:crypto';
import type { QueryOptions, Queryable } from '../../db/types.ts';
import type { CompiledStatement } from '../sql/compile.ts';
import { databaseError } from '../sql/errors.ts';
import { responseTooLarge } from './answer.ts';
import type { RequestContext } from './context.ts';

/** The column a capped statement (`capOutput`) says in whether its answer was over the cap. */
const OVER_COLUMN = '__over';

/**
 * A statement whose text columns are sent back only when together they are within `maxBytes` (the response cap):
 * the database measures the answer it built and sends NULLs and `__over` instead of one over the cap, so an
 * oversized answer is never copied out of the database (into pg's row buffer, or PGlite's protocol buffer, its
 * thread's heap and the message to the server's thread). runRow turns `__over` into `response-too-large`.
 */
export function capOutput(statement: CompiledStatement, columns: string[], maxBytes: number, body?: string): CompiledStatement {
  const cap = `$${statement.params.length + 1}`;
  const size = columns.map((column) => `coalesce(octet_length(t.${column}), 0)`).join(' + ');
  // With `body` (an expression over the columns as `t.<column>`), the one column `body` instead of the columns.
  const kept = body
    ? `CASE WHEN z.over THEN NULL ELSE ${body} END AS body`
    : columns.map((column) => `CASE WHEN z.over THEN NULL ELSE t.${column} END AS ${column}`).join(', ');
  return {
    // OFFSET 0 keeps the answer built once (the planner would otherwise copy its expressions into each use).
    sql: `SELECT ${kept}, z.over AS ${OVER_COLUMN} FROM (${statement.sql} OFFSET 0) t, LATERAL (SELECT ${size} > ${cap}::int8 AS over) z`,
    params: [...statement.params, maxBytes],
    ...(statement.unprepared && { unprepared: true }),
  };
}

/**
 * Runs one compiled statement and returns its row of JSON texts. No `async` frame: the database's promise and one
 * step after it (the request path's hottest call).
 */
export function runRow(ctx: RequestContext, statement: CompiledStatement): Promise<Record<string, string | null>> {
  ctx.runtime.countStatement();
  // Named once per statement: a cached query runs the same statement object on every request. One holding a request's
  // values in its text is not prepared (a prepared statement per value would stay on every connection).
  if (!statement.unprepared) statement.name ??= `q_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 24)}`;
  let pending: Promise<{ rows: Record<string, string | null>[] }>;
  try {
    pending = ctx.runtime.db.query<Record<string, string | null>>(statement.sql, statement.params, {
      name: statement.name,
      timeoutMs: ctx.timeoutMs,
      client: ctx.client,
    });
  } catch (error) {
    pending = Promise.reject(error as Error);
  }
  return pending.then(
    (result) => {
      const row = result.rows[0] ?? {};
      if (OVER_COLUMN in row) {
        const over = (row[OVER_COLUMN] as unknown) === true;
        delete row[OVER_COLUMN];
        if (over) throw responseTooLarge(ctx.runtime.limits);
      }
      return row;
    },
    (error: unknown) => {
      throw databaseError(error, ctx.timeoutMs);
    },
  );
}

/** A database whose every statement carries the deadline (for the action relationships' statements). */
export function withDeadline(db: Queryable, timeoutMs: number): Queryable {
  return {
    query: <Row>(sql: string, params?: readonly unknown[], queryOptions?: QueryOptions) =>
      db.query<Row>(sql, params, { ...queryOptions, timeoutMs }),
    exec: (sql: string) => db.exec(sql),
  };
}
