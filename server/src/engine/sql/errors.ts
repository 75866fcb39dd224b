// Database errors as Hasura reports them: its `dmlTxErrorHandler` (Backends/Postgres/Execute/Types.hs) picks the
// errors a client caused by SQLSTATE and answers with PostgreSQL's message under its code; anything else is an
// internal error whose text the client never sees.
import { DatabaseBudgetError, DatabaseUnavailableError, QueueFullError } from '../../db/client.ts';
import { GraphqlError } from '../errors.ts';

// Integrity constraint violations (class 23) as Hasura words them: a prefix before PostgreSQL's message. A CHECK
// constraint is Hasura's `permission-error`, the others `constraint-violation`.
const INTEGRITY: Record<string, { code: string; prefix: string }> = {
  '23001': { code: 'constraint-violation', prefix: 'Can not delete or update due to data being referred. ' },
  '23502': { code: 'constraint-violation', prefix: 'Not-NULL violation. ' },
  '23503': { code: 'constraint-violation', prefix: 'Foreign key violation. ' },
  '23505': { code: 'constraint-violation', prefix: 'Uniqueness violation. ' },
  '23514': { code: 'permission-error', prefix: 'Check constraint violation. ' },
  '23P01': { code: 'constraint-violation', prefix: 'Exclusion violation. ' },
};

// query_canceled: a statement stopped at its deadline (StatementTimeoutError carries it too).
const QUERY_CANCELED = '57014';
// invalid_escape_sequence (a LIKE pattern ending with its escape character): Hasura's one `bad-request` of class 22.
const INVALID_ESCAPE_SEQUENCE = '22025';
// The two errors of class 42 Hasura reports: undefined_object, and invalid_column_reference (an on_conflict
// naming columns without a unique constraint), with its own wording.
const UNDEFINED_OBJECT = '42704';
const INVALID_COLUMN_REFERENCE = '42P10';

/**
 * An error from running SQL as Hasura reports it (by SQLSTATE class); engine errors pass through.
 * `deadlineMs` is the statement's deadline, named when it was the reason the statement stopped.
 */
export function databaseError(error: unknown, deadlineMs?: number): GraphqlError {
  if (error instanceof GraphqlError) return error;
  // The database's queue refused the statement (db/fair-queue.ts): the message says when to try again.
  if (error instanceof QueueFullError || error instanceof DatabaseBudgetError) {
    return new GraphqlError('rate-limit-exceeded', error.message, '$', 429);
  }
  if (error instanceof DatabaseUnavailableError) return new GraphqlError('database-unavailable', error.message, '$', 503);
  const code = (error as { code?: string }).code ?? '';
  if (code === QUERY_CANCELED) {
    const ms = (error as { timeoutMs?: number }).timeoutMs ?? deadlineMs;
    return new GraphqlError('timeout', `the query took longer than its deadline${ms === undefined ? '' : ` of ${ms} ms`}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  const integrity = INTEGRITY[code];
  if (integrity) return new GraphqlError(integrity.code, `${integrity.prefix}${message}`);
  if (code.startsWith('23')) return new GraphqlError('constraint-violation', message);
  if (code === INVALID_ESCAPE_SEQUENCE) return new GraphqlError('bad-request', message);
  if (code.startsWith('22')) return new GraphqlError('data-exception', message);
  if (code === UNDEFINED_OBJECT) return new GraphqlError('constraint-error', message);
  if (code === INVALID_COLUMN_REFERENCE) {
    return new GraphqlError('constraint-error', 'there is no unique or exclusion constraint on target column(s)');
  }
  return new GraphqlError('unexpected', 'database query error');
}
