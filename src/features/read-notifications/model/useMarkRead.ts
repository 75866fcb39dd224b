import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { apiErrorText } from '@/shared/lib/api-error';
import { ReadAllNotificationsMutation, ReadNotificationMutation } from '../api/readNotificationsQueries';

/** Marks one or all of the member's notifications read; `error` says why the last attempt failed. */
export function useMarkRead() {
  const { t } = useTranslation('notifications');
  const [one, markOne] = useMutation(ReadNotificationMutation);
  const [all, markAll] = useMutation(ReadAllNotificationsMutation);
  const [error, setError] = useState<string | null>(null);

  const run = async (write: () => Promise<{ error?: Parameters<typeof apiErrorText>[0] }>) => {
    setError(null);
    const result = await write();
    if (result.error) {
      const message = apiErrorText(result.error, { authFailed: t('errors.authFailed'), unavailable: t('errors.unavailable') });
      setError(t('errors.markFailed', { message }));
    }
  };

  return {
    markRead: (id: string) => run(() => markOne({ id, at: new Date().toISOString() })),
    markAllRead: () => run(() => markAll({ at: new Date().toISOString() })),
    pending: one.fetching || all.fetching,
    error,
  };
}
