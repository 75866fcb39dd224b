import { GraphqlError } from '../request/errors.ts';

// Constraint violations as Hasura words them.
const CONSTRAINT_PREFIX: Record<string, string> = {
  '23505': 'Uniqueness violation. ',
  '23503': 'Foreign key violation. ',
  '23502': 'Not-NULL violation. ',
  '23514': 'Check constraint violation. ',
  '23P01': 'Exclusion violation. ',
};

// query_canceled: a statement stopped at its deadline (StatementTimeoutError carries it too).
const QUERY_CANCELED = '57014';

/**
 * An error from running SQL as Hasura reports it (by SQLSTATE class); engine errors pass through.
 * `deadlineMs` is the statement's deadline, named when it was the reason the statement stopped.
 */
export function databaseError(error: unknown, deadlineMs?: number): GraphqlError {
  if (error instanceof GraphqlError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === QUERY_CANCELED) {
    const ms = (error as { timeoutMs?: number }).timeoutMs ?? deadlineMs;
    return new GraphqlError('timeout', `the query took longer than its deadline${ms === undefined ? '' : ` of ${ms} ms`}`);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (code in CONSTRAINT_PREFIX) return new GraphqlError('constraint-violation', `${CONSTRAINT_PREFIX[code]}${message}`);
  if (code.startsWith('22')) return new GraphqlError('data-exception', message);
  if (code.startsWith('23')) return new GraphqlError('constraint-violation', message);
  if (code === '42501') return new GraphqlError('permission-denied', message);
  return new GraphqlError('unexpected', 'database query error');
}
