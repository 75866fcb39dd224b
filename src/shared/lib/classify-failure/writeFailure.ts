import type { CombinedError } from 'urql';
import type { ConstraintName } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { classifyFailure } from './classifyFailure';

/**
 * What a failed insert, update or delete means for a form, never in the database's own words: a constraint the form
 * names (`refused`, with the form's reason), no right to write these rows or fields (`permission`, with the API's
 * message), a refusal the form does not name (`rejected`), or another error's message (`failed`).
 */
export type WriteFailure<Reason> =
  | { kind: 'refused'; reason: Reason }
  | { kind: 'permission'; message: string }
  | { kind: 'rejected' }
  | { kind: 'failed'; message: string };

// Hasura's answer when the role may not write these fields (the others are classifyFailure's `unauthorized`).
const FIELD_NOT_WRITABLE = 'validation-failed';

/** The failure of a write, with the reasons a form gives to the constraints it knows. */
export function writeFailure<Reason>(error: CombinedError, reasons: Partial<Record<ConstraintName, Reason>> = {}): WriteFailure<Reason> {
  const failure = classifyFailure(error);
  const message = apiErrorMessage(error).trim();
  if (failure.kind === 'unauthorized' || failure.code === FIELD_NOT_WRITABLE) return { kind: 'permission', message };
  if (failure.kind === 'validation' || failure.kind === 'conflict') {
    const reason = failure.constraint && reasons[failure.constraint.name];
    return reason ? { kind: 'refused', reason } : { kind: 'rejected' };
  }
  return failure.kind === 'unknown' && failure.fromDatabase ? { kind: 'rejected' } : { kind: 'failed', message };
}
