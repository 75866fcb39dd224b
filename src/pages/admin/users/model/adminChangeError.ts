import type { CombinedError } from 'urql';
import type { ConstraintName } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { classifyFailure } from '@/shared/lib/classify-failure';

// The database's refusal to revoke the last admin (a trigger, hasura/migrations/default/*_last_admin*), by the
// constraint it names.
const LAST_ADMIN: ConstraintName = 'user_profiles_keep_one_admin';

export type AdminChangeError = { kind: 'last-admin' } | { kind: 'failed'; message: string };

/** What went wrong when granting or revoking: the last-admin refusal, or a message fit to show (empty for database errors). */
export function adminChangeError(error: CombinedError): AdminChangeError {
  const failure = classifyFailure(error);
  if (failure.kind === 'validation' && failure.constraint?.name === LAST_ADMIN) return { kind: 'last-admin' };
  if (failure.kind === 'validation' || failure.kind === 'conflict' || (failure.kind === 'unknown' && failure.fromDatabase))
    return { kind: 'failed', message: '' };
  return { kind: 'failed', message: apiErrorMessage(error).trim() };
}
