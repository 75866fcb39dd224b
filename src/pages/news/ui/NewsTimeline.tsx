import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { NewsItem, NewsItemSkeleton } from '@/entities/news-item';
import { useCountViewOnOpen } from '@/features/count-view';
import { RefreshNewsButton } from '@/features/refresh-news';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useNow } from '@/shared/lib/format-date';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { NewsPageQuery, NewsTimelineSubscription } from '../api/newsQueries';
import { newsFilter, newsPageSize } from '../model/newsFilter';
import { EndNote, Timeline, TimelineTitle } from './NewsPage.styles';
import { useLiveQuery } from '@/shared/api';

type Where = ReturnType<typeof newsFilter>;

interface NewsTimelineProps {
  where: Where;
  /** How many times Refresh was pressed: each change re-reads every page from the server. */
  refreshes: number;
  onRefresh: () => void;
}

/** The stories matching the filter: the first page live, then one more page per 'Load more'. */
export function NewsTimeline({ where, refreshes, onRefresh }: NewsTimelineProps) {
  const { t } = useTranslation('news');
  const [pages, setPages] = useState(1);
  const now = useNow();
  const loadMore = (index: number) => () => setPages((count) => (count === index + 1 ? count + 1 : count));
  return (
    <section aria-labelledby="news-timeline">
      <TimelineTitle id="news-timeline">{t('timeline')}</TimelineTitle>
      <LivePage where={where} now={now} isLast={pages === 1} onLoadMore={loadMore(0)} refreshes={refreshes} onRefresh={onRefresh} />
      {Array.from({ length: pages - 1 }, (_, index) => (
        <OffsetPage
          key={index + 1}
          where={where}
          now={now}
          index={index + 1}
          isLast={index + 2 === pages}
          onLoadMore={loadMore(index + 1)}
          refreshes={refreshes}
          onRefresh={onRefresh}
        />
      ))}
    </section>
  );
}

interface PageProps {
  where: Where;
  now: Date;
  isLast: boolean;
  onLoadMore: () => void;
  refreshes: number;
  onRefresh: () => void;
}

/** Runs `reread` whenever Refresh is pressed (not on the first render, which reads anyway). */
function useOnRefresh(refreshes: number, reread: () => void) {
  const seen = useRef(refreshes);
  useEffect(() => {
    if (refreshes === seen.current) return;
    seen.current = refreshes;
    reread();
  }, [refreshes, reread]);
}

/** The newest page, kept current by a live subscription (one row more tells whether more exist). */
function LivePage({ where, refreshes, ...props }: PageProps) {
  const [result, resubscribe] = useLiveQuery({
    query: NewsTimelineSubscription,
    variables: { where, limit: newsPageSize + 1 },
  });
  useOnRefresh(refreshes, resubscribe);
  return (
    <PageItems
      {...props}
      index={0}
      items={result.data?.news_articles}
      errorMessage={result.error && !result.data ? apiErrorMessage(result.error) : undefined}
    />
  );
}

/** A later page, read once by offset. */
function OffsetPage({ where, index, refreshes, ...props }: PageProps & { index: number }) {
  const [result, reexecute] = useQuery({
    query: NewsPageQuery,
    variables: { where, offset: index * newsPageSize, limit: newsPageSize + 1 },
  });
  useOnRefresh(refreshes, () => reexecute({ requestPolicy: 'network-only' }));
  return (
    <PageItems
      {...props}
      index={index}
      items={result.data?.news_articles}
      errorMessage={result.error && apiErrorMessage(result.error)}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    />
  );
}

interface PageItemsProps extends Omit<PageProps, 'where' | 'refreshes'> {
  index: number;
  items: ReadonlyArray<{ id: string } & Parameters<typeof NewsItem>[0]['item']> | undefined;
  errorMessage?: string;
  onRetry?: () => void;
}

function PageItems({ index, items, errorMessage, onRetry, now, isLast, onLoadMore, onRefresh }: PageItemsProps) {
  const { t } = useTranslation(['news', 'content']);
  const countView = useCountViewOnOpen({ kind: 'news' });
  if (errorMessage) {
    return (
      <RetryAlert onRetry={onRetry} retryLabel={t('content:retry')}>
        {t('error', { message: errorMessage })}
      </RetryAlert>
    );
  }
  if (!items) {
    return (
      <Timeline aria-busy="true">
        {Array.from({ length: 6 }, (_, key) => (
          <NewsItemSkeleton key={key} />
        ))}
      </Timeline>
    );
  }
  if (index === 0 && items.length === 0) {
    return (
      <EmptyState>
        <h3>{t('emptyTitle')}</h3>
        <p>{t('emptyText')}</p>
        <RefreshNewsButton label={t('refreshNews')} variant="primary" onRefresh={onRefresh} />
      </EmptyState>
    );
  }
  const hasMore = items.length > newsPageSize;
  return (
    <>
      <Timeline data-testid="news-timeline">
        {items.slice(0, newsPageSize).map((item) => (
          <NewsItem key={item.id} item={item} now={now} detailed onOpen={countView} />
        ))}
      </Timeline>
      {isLast &&
        (hasMore ? (
          <Button variant="ghost" onClick={onLoadMore}>
            {t('content:loadMore')}
          </Button>
        ) : (
          index > 0 && <EndNote>{t('end')}</EndNote>
        ))}
    </>
  );
}
