import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { apiErrorText } from '@/shared/lib/api-error';
import { refusalReason } from '../lib/refusalReason';

/**
 * Why a save or delete failed, in words: a known constraint (duplicate name or slug, invalid email), a
 * refused login, an unreachable service, a row that is gone (no error), else the API's message.
 */
export function useFailureReason(): (error: CombinedError | undefined) => string {
  const { t } = useTranslation('admin-categories');
  return (error) => {
    if (!error) return t('reasons.gone');
    const reason = refusalReason(error);
    if (reason) return t(`reasons.${reason}`);
    return apiErrorText(error, { authFailed: t('reasons.authFailed'), unavailable: t('reasons.unavailable') });
  };
}
