import type { CombinedError } from 'urql';

// Hasura's words when a row fails the role's insert or update check (in the project's metadata: the item is hidden
// or not published, so readers cannot see it).
const PERMISSION_CHECK = 'check constraint of an insert/update permission has failed';

/** Whether the API refused a write because the row fails the role's permission check. */
export function refusedByPermission(error: CombinedError): boolean {
  return error.graphQLErrors.some((item) => item.extensions.code === 'permission-error' && item.message === PERMISSION_CHECK);
}
