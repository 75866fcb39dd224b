import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { ModeratedItem } from '@/features/moderate-member';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { AdminReportsResolveMutation, AdminReportsUnhideMutation } from '../api/adminReportsQueries';

/**
 * Unhides a reported item (hiding goes through the moderation dialog, with a note) and resolves a report, as
 * site_admin; `error` tells the last failure.
 */
export function useModeration(onDone: () => void) {
  const { t } = useTranslation('admin-reports');
  const [unhiding, unhide] = useMutation(AdminReportsUnhideMutation);
  const [resolving, resolve] = useMutation(AdminReportsResolveMutation);
  const [error, setError] = useState<string | null>(null);

  const run = async (write: Promise<{ error?: Parameters<typeof apiErrorMessage>[0] }>) => {
    setError(null);
    const result = await write;
    if (result.error) setError(t('failed', { message: apiErrorMessage(result.error) }));
    else onDone();
  };

  return {
    unhide: ({ kind, id }: ModeratedItem) => run(unhide({ id, [kind]: true }, siteAdminContext)),
    resolve: (id: string) => run(resolve({ id }, siteAdminContext)),
    pending: unhiding.fetching || resolving.fetching,
    error,
    clearError: () => setError(null),
  };
}
