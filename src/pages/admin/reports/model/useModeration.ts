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

/** The reported item: a discussion, a comment or a blog post. */
export type ReportedItem = ModeratedItem;

/**
 * Unhides a reported item (hiding goes through the moderation dialog, with a note) and resolves or reopens a report,
 * as site_admin; `error` tells the last failure.
 */
export function useModeration(onDone: () => void) {
  const { t } = useTranslation('admin-reports');
  const [hideDiscussion, setDiscussionHidden] = useMutation(AdminReportsHideDiscussionMutation);
  const [hideComment, setCommentHidden] = useMutation(AdminReportsHideCommentMutation);
  const [hidePost, setPostHidden] = useMutation(AdminReportsHideBlogPostMutation);
  const [resolving, setResolved] = useMutation(AdminReportsResolveMutation);
  const [error, setError] = useState<string | null>(null);

  const run = async (write: Promise<{ error?: Parameters<typeof apiErrorMessage>[0] }>) => {
    setError(null);
    const result = await write;
    if (result.error) setError(t('failed', { message: apiErrorMessage(result.error) }));
    else onDone();
  };

  return {
    setHidden: (item: ReportedItem, hidden: boolean) =>
      run(
        item.kind === 'discussion'
          ? setDiscussionHidden({ id: item.id, hidden }, siteAdminContext)
          : item.kind === 'comment'
            ? setCommentHidden({ id: item.id, hidden }, siteAdminContext)
            : setPostHidden({ id: item.id, hidden }, siteAdminContext),
      ),
    setResolved: (id: string, resolved: boolean) => run(setResolved({ id, resolved }, siteAdminContext)),
    pending: hideDiscussion.fetching || hideComment.fetching || hidePost.fetching || resolving.fetching,
    error,
    clearError: () => setError(null),
  };
}
