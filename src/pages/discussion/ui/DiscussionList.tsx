import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discussionErrorText, DiscussionCardSkeleton } from '@/entities/discussion';
import { useMyDiscussionLikes } from '@/features/discussion/like-discussion';
import { useNow } from '@/shared/lib/format-date';
import { usePagedLimit } from '@/shared/lib/url-filters';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { DiscussionListSubscription, DiscussionsAfterQuery } from '../api/discussionQueries';
import { discussionPageSize, type discussionOrder, type discussionWhere } from '../model/discussionFilter';
import { Stack } from './DiscussionPage.styles';
import { DiscussionThread } from './DiscussionThread';
import { useKeysetPages, useLiveQuery } from '@/shared/api';

interface DiscussionListProps {
  where: ReturnType<typeof discussionWhere>;
  orderBy: ReturnType<typeof discussionOrder>;
  /** The search in force ('' for none), for the empty state. */
  search: string;
  onClearSearch: () => void;
  onSignIn: () => void;
}

/** The discussions matching the filter, live: new ones, comments and likes appear without reload. */
export function DiscussionList({ where, orderBy, search, onClearSearch, onSignIn }: DiscussionListProps) {
  const { t } = useTranslation('discussion');
  // DiscussionPage keys the list by its filter, so a new filter mounts a new list: one filter key serves here.
  const paging = usePagedLimit('forum', discussionPageSize);
  // Newest first, later pages are keyset pages (the discussions after the last one shown) below the live first page;
  // by popularity (likes and comments that change as one reads) the live list grows by a page instead.
  const byTime = orderBy[0]?.created_at !== undefined;
  const [result, resubscribe] = useLiveQuery({
    query: DiscussionListSubscription,
    variables: { where, orderBy, limit: byTime ? discussionPageSize + 1 : paging.fetchLimit },
  });
  // A longer page subscribes anew: keep showing the current rows until its first result arrives.
  const [kept, setKept] = useState(result.data?.discussions);
  if (result.data && result.data.discussions !== kept) setKept(result.data.discussions);
  const items = result.data?.discussions ?? kept;
  const later = useKeysetPages({
    key: 'forum',
    first: byTime ? items : undefined,
    pageSize: discussionPageSize,
    query: DiscussionsAfterQuery,
    variables: (last) => ({ where, afterAt: last.created_at, afterId: last.id, limit: discussionPageSize + 1 }),
    rowsOf: (data) => data.discussions,
  });
  const page = byTime ? later.shown && { shown: later.shown, hasMore: later.hasMore } : items && paging.page(items);
  const shown = page?.shown;
  const liked = useMyDiscussionLikes(shown?.map((item) => item.id) ?? []);
  const now = useNow();

  if (result.error && !items) {
    return (
      <RetryAlert onRetry={() => resubscribe()} retryLabel={t('errors.retry')}>
        {t('errors.fetchFailed', { message: discussionErrorText(result.error, t) })}
      </RetryAlert>
    );
  }
  if (!shown) {
    return (
      <Stack aria-busy="true">
        {Array.from({ length: 3 }, (_, key) => (
          <DiscussionCardSkeleton key={key} />
        ))}
      </Stack>
    );
  }
  if (shown.length === 0) {
    return search ? (
      <EmptyState>
        <p>{t('noMatches', { search })}</p>
        <Button variant="ghost" onClick={onClearSearch}>
          {t('clearSearch')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState>
        <h2>{t('empty')}</h2>
        <p>{t('emptyHint')}</p>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="discussion-list">
      <VisuallyHidden as="h2" id="discussion-list">
        {t('listLabel')}
      </VisuallyHidden>
      <Stack data-testid="discussion-list">
        {shown.map((item) => (
          <DiscussionThread key={item.id} discussion={item} liked={liked.has(item.id)} now={now} onSignIn={onSignIn} />
        ))}
      </Stack>
      {later.error && (
        <RetryAlert onRetry={later.retry} retryLabel={t('errors.retry')}>
          {t('errors.fetchFailed', { message: discussionErrorText(later.error, t) })}
        </RetryAlert>
      )}
      {page?.hasMore && (
        <Button variant="ghost" disabled={later.fetching} onClick={byTime ? later.loadMore : paging.loadMore}>
          {t('loadMore')}
        </Button>
      )}
    </section>
  );
}
