import type { CombinedError } from 'urql';
import { i18n } from '@/shared/lib/i18n';

/**
 * What to tell the reader about a failed GraphQL call: the API's own message (without urql's
 * '[GraphQL]' / '[Network]' prefix), or, when the API could not be reached, a translated network error (never
 * the browser's raw 'Failed to fetch').
 */
export function apiErrorMessage(error: CombinedError): string {
  const message = error.graphQLErrors[0]?.message;
  if (message) return message;
  if (error.networkError) return networkErrorText() ?? error.networkError.message;
  return error.message;
}

/** The translated network error in the current language; undefined before the translations have loaded. */
function networkErrorText(): string | undefined {
  return i18n.isInitialized && i18n.exists('common:networkError') ? i18n.t('common:networkError') : undefined;
}
