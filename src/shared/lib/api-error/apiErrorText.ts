import type { CombinedError } from 'urql';
import { apiErrorMessage } from './apiErrorMessage';

// Hasura's codes for a token the API refused or a role it does not allow.
const authCodes = new Set(['invalid-jwt', 'invalid-headers', 'access-denied']);

export interface ApiErrorTexts {
  /** For a login the API refused ('Authentication failed, please log in again'). */
  authFailed: string;
  /** For a service that could not be reached ('Service temporarily unavailable...'). */
  unavailable: string;
}

/** What to tell the member about a failed call: a refused login, an unreachable service, or else the API's message. */
export function apiErrorText(error: CombinedError, texts: ApiErrorTexts): string {
  if (error.graphQLErrors.some((item) => authCodes.has(String(item.extensions.code)))) {
    return texts.authFailed;
  }
  if (error.networkError) return texts.unavailable;
  return apiErrorMessage(error);
}
