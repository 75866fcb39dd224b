import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import type { ComposerCounter } from '@/shared/ui/text-composer';

/** The forum's character counter for a TextComposer: '120 / 5,000 characters', and why longer text is not sent. */
export function useComposerCounter(): ComposerCounter {
  const { t } = useTranslation('discussion');
  const format = useLocaleFormat();
  return useMemo(
    () => ({
      format: (length, max) => t('composer.count', { length: format.number(length), max: format.number(max) }),
      tooLong: (length, max) => t('composer.tooLong', { length: format.number(length), max: format.number(max) }),
    }),
    [t, format],
  );
}
