import { useTranslation } from 'react-i18next';
import { discussionErrorText, DiscussionCardSkeleton } from '@/entities/discussion';
import { useMyDiscussionLikes } from '@/features/discussion/like-discussion';
import { useNow } from '@/shared/lib/format-date';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { DiscussionListSubscription, DiscussionsAfterQuery, DiscussionsPopularAfterQuery } from '../api/discussionQueries';
import { discussionPageSize, type discussionOrder, type discussionWhere } from '../model/discussionFilter';
import { forumListVariables } from '../model/forumQueries';
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
  // DiscussionPage keys the list by its filter and sort, so a new one mounts a new list: one key serves here.
  // Later pages are keyset pages (the discussions after the last one shown) below the live first page: newest first by
  // time and id, Popular by the popularity key the database keeps (popular_key). A discussion whose likes or comments
  // change between loads moves in the list; one already shown is not shown again (useKeysetPages).
  const byTime = orderBy[0]?.created_at !== undefined;
  const [result, resubscribe] = useLiveQuery({
    query: DiscussionListSubscription,
    variables: forumListVariables(where, orderBy),
  });
  const items = result.data?.discussions;
  const latest = useKeysetPages({
    key: 'forum',
    first: byTime ? items : undefined,
    pageSize: discussionPageSize,
    query: DiscussionsAfterQuery,
    variables: (last) => ({ where, afterAt: last.created_at, afterId: last.id, limit: discussionPageSize + 1 }),
    rowsOf: (data) => data.discussions,
  });
  const popular = useKeysetPages({
    key: 'forum-popular',
    first: byTime ? undefined : items,
    pageSize: discussionPageSize,
    query: DiscussionsPopularAfterQuery,
    variables: (last) => ({ where, after: last.popular_key, limit: discussionPageSize + 1 }),
    rowsOf: (data) => data.discussions,
  });
  const later = byTime ? latest : popular;
  const page = later.shown && { shown: later.shown, hasMore: later.hasMore };
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
        <Button variant="ghost" disabled={later.fetching} onClick={later.loadMore}>
          {t('loadMore')}
        </Button>
      )}
    </section>
  );
}
