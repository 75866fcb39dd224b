import type { CombinedError } from 'urql';

/**
 * What to tell the reader about a failed GraphQL call: the API's own message (without urql's
 * '[GraphQL]' / '[Network]' prefix), or the network failure's.
 */
export function apiErrorMessage(error: CombinedError): string {
  return error.graphQLErrors[0]?.message ?? error.networkError?.message ?? error.message;
}
