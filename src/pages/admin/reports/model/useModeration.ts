import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { ModeratedItem } from '@/features/moderate-member';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import {
  AdminReportsHideBlogPostMutation,
  AdminReportsHideCommentMutation,
  AdminReportsHideDiscussionMutation,
  AdminReportsResolveMutation,
} from '../api/adminReportsQueries';

/**
 * Unhides a reported item (hiding goes through the moderation dialog, with a note) and resolves or reopens a report,
 * as site_admin; `error` tells the last failure.
 */
export function useModeration(onDone: () => void) {
  const { t } = useTranslation('admin-reports');
  const hide = {
    discussion: useMutation(AdminReportsHideDiscussionMutation),
    comment: useMutation(AdminReportsHideCommentMutation),
    blogPost: useMutation(AdminReportsHideBlogPostMutation),
  };
  const [resolving, setResolved] = useMutation(AdminReportsResolveMutation);
  const [error, setError] = useState<string | null>(null);

  const run = async (write: Promise<{ error?: Parameters<typeof apiErrorMessage>[0] }>) => {
    setError(null);
    const result = await write;
    if (result.error) setError(t('failed', { message: apiErrorMessage(result.error) }));
    else onDone();
  };

  return {
    setHidden: ({ kind, id }: ModeratedItem, hidden: boolean) => run(hide[kind][1]({ id, hidden }, siteAdminContext)),
    setResolved: (id: string, resolved: boolean) => run(setResolved({ id, resolved }, siteAdminContext)),
    pending: Object.values(hide).some(([state]) => state.fetching) || resolving.fetching,
    error,
    clearError: () => setError(null),
  };
}
