// Running compiled statements: each as a named prepared statement within the request's deadline,
// counted, with database failures mapped to Hasura's errors.
import { createHash } from 'node:crypto';
import type { QueryOptions, Queryable } from '../../db/types.ts';
import type { CompiledStatement } from '../sql/compile.ts';
import { databaseError } from '../sql/errors.ts';
import type { RequestContext } from './context.ts';

/** Runs one compiled statement and returns its row of JSON texts. */
export async function runRow(ctx: RequestContext, statement: CompiledStatement): Promise<Record<string, string | null>> {
  ctx.runtime.countStatement();
  try {
    // Named once per statement: a cached query runs the same statement object on every request.
    statement.name ??= `q_${createHash('sha1').update(statement.sql).digest('hex').slice(0, 24)}`;
    const result = await ctx.runtime.db.query<Record<string, string | null>>(statement.sql, statement.params, {
      name: statement.name,
      timeoutMs: ctx.timeoutMs,
    });
    return result.rows[0] ?? {};
  } catch (error) {
    throw databaseError(error, ctx.timeoutMs);
  }
}

/** A database whose every statement carries the deadline (for the action relationships' statements). */
export function withDeadline(db: Queryable, timeoutMs: number): Queryable {
  return {
    query: <Row>(sql: string, params?: readonly unknown[], queryOptions?: QueryOptions) =>
      db.query<Row>(sql, params, { ...queryOptions, timeoutMs }),
    exec: (sql: string) => db.exec(sql),
  };
}
