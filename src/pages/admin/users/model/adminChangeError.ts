import type { CombinedError } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';

// The database's refusal (hasura/migrations/default/1795305600700_last_admin), as the API passes it on.
const LAST_ADMIN_TEXT = 'the last admin cannot be revoked';
// Codes of errors whose message is the database's own wording, never shown as is.
const DATABASE_CODES = new Set(['constraint-violation', 'data-exception', 'unexpected']);

export type AdminChangeError =
  | { kind: 'last-admin' }
  | { kind: 'failed'; message: string };

/** What went wrong when granting or revoking: the last-admin refusal, or a message fit to show (empty for database errors). */
export function adminChangeError(error: CombinedError): AdminChangeError {
  if (error.graphQLErrors.some((item) => item.message.toLowerCase().includes(LAST_ADMIN_TEXT))) return { kind: 'last-admin' };
  if (error.graphQLErrors.some((item) => DATABASE_CODES.has(String(item.extensions.code)))) return { kind: 'failed', message: '' };
  return { kind: 'failed', message: apiErrorMessage(error).trim() };
}
