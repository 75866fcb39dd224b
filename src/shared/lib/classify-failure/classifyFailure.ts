import type { CombinedError } from 'urql';
import { RestError } from '@/shared/api';
import { CONSTRAINTS, type ConstraintInfo, type ConstraintName } from '@/shared/config';
import { refusedConstraint } from '@/shared/lib/api-error';

/**
 * What went wrong with a call, for a form to pick its text: the service could not be reached; the login or role
 * was refused; a value was refused (`validation`) or clashes with a row (`conflict`), with the constraint and
 * its table and columns when the database named one; too many attempts; or anything else, with the API's
 * `code` and `message` (never shown when `fromDatabase`, whose wording is the database's own).
 */
export type Failure =
  | { kind: 'network'; code: 'network-error' }
  | { kind: 'unauthorized'; code: string }
  | { kind: 'validation'; code: string; constraint?: Refusal }
  | { kind: 'conflict'; code: string; constraint?: Refusal }
  | { kind: 'rate-limited'; code: string; retryAfter?: number }
  | { kind: 'unknown'; code: string; message: string; fromDatabase: boolean };

/** A constraint the database named, with its table, columns and kind (contract/db-constraints.ts). */
export interface Refusal extends ConstraintInfo {
  name: ConstraintName;
}

// Hasura's codes for a token the API refused, a role it does not allow, or fields the role may not write.
const GRAPHQL_UNAUTHORIZED = new Set(['invalid-jwt', 'invalid-headers', 'access-denied', 'permission-error']);
// Hasura's codes for an error whose message is the database's own wording.
const GRAPHQL_DATABASE = new Set(['constraint-violation', 'data-exception', 'unexpected']);
// A row a CHECK constraint (or a trigger raising check_violation) refused: Hasura answers it as a permission-error
// with these words before the database's message (Backends/Postgres/Execute/Types.hs, mkTxErrorHandler).
const CHECK_REFUSAL = 'Check constraint violation. ';

const isCheckRefusal = (item: { message: string; extensions: { code?: unknown } }) =>
  item.extensions.code === 'permission-error' && item.message.startsWith(CHECK_REFUSAL);

function isConstraintName(name: string): name is ConstraintName {
  return Object.hasOwn(CONSTRAINTS, name);
}

function refusalOf(message: string): Refusal | undefined {
  const name = refusedConstraint(message);
  return name !== undefined && isConstraintName(name) ? { name, ...CONSTRAINTS[name] } : undefined;
}

function classifyRest(error: RestError): Failure {
  const { code, status } = error;
  if (code === 'network-error') return { kind: 'network', code };
  if (status === 401) return { kind: 'unauthorized', code };
  if (status === 429) return { kind: 'rate-limited', code, retryAfter: error.retryAfter };
  if (status === 409) return { kind: 'conflict', code };
  if (status >= 400 && status < 500 && status !== 403 && status !== 404) return { kind: 'validation', code };
  return { kind: 'unknown', code, message: error.message.trim(), fromDatabase: false };
}

function classifyGraphql(error: CombinedError): Failure {
  const first = error.graphQLErrors[0];
  if (!first)
    return error.networkError
      ? { kind: 'network', code: 'network-error' }
      : { kind: 'unknown', code: 'unknown', message: error.message, fromDatabase: false };
  const code = String(first.extensions.code ?? 'unknown');
  if (error.graphQLErrors.some((item) => GRAPHQL_UNAUTHORIZED.has(String(item.extensions.code)) && !isCheckRefusal(item)))
    return { kind: 'unauthorized', code };
  if (code === 'constraint-violation' || code === 'data-exception' || isCheckRefusal(first)) {
    const constraint = refusalOf(first.message);
    const clash = constraint && (constraint.kind === 'unique' || constraint.kind === 'primary-key');
    return clash ? { kind: 'conflict', code, constraint } : { kind: 'validation', code, ...(constraint && { constraint }) };
  }
  return { kind: 'unknown', code, message: first.message.trim(), fromDatabase: GRAPHQL_DATABASE.has(code) };
}

function isCombinedError(error: unknown): error is CombinedError {
  return error instanceof Error && 'graphQLErrors' in error && Array.isArray((error as CombinedError).graphQLErrors);
}

/** The one reading of a failed call: a REST API's RestError or a GraphQL CombinedError (anything else is unknown). */
export function classifyFailure(error: unknown): Failure {
  if (error instanceof RestError) return classifyRest(error);
  if (isCombinedError(error)) return classifyGraphql(error);
  return { kind: 'unknown', code: 'unknown', message: '', fromDatabase: false };
}
