import type { TFunction } from 'i18next';
import type { CombinedError } from 'urql';
import { apiErrorText } from '@/shared/lib/api-error';

/** A failed forum read or write as the member should read it (refused login, unreachable service, else the API's message). */
export function discussionErrorText(error: CombinedError, t: TFunction<'discussion'>): string {
  return apiErrorText(error, { authFailed: t('errors.authFailed'), unavailable: t('errors.unavailable') });
}
