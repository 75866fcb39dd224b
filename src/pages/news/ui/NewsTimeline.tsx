import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import {
  groupNewsByDay,
  newestNewsFirst,
  NewItemsBar,
  NewsItemSkeleton,
  NewsRemovalsStream,
  removedNewsOf,
  type NewsDayLabel,
} from '@/entities/news-item';
import { useCountViewOnOpen } from '@/features/count-view';
import { RefreshNewsButton } from '@/features/refresh-news';
import { useMyNewsVotes } from '@/features/vote-news';
import { useStreamedList } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useNow } from '@/shared/lib/format-date';
import { useEntryState } from '@/shared/lib/storage';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useDayZone } from '@/shared/lib/render-env';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { NewsFirstPageQuery, NewsPageQuery, NewsTimelineStream } from '../api/newsQueries';
import { nextShown, splitHeld } from '../model/heldItems';
import { newsFilter, newsPageSize } from '../model/newsFilter';
import { firstPageVariables } from '../model/newsPageQueries';
import { useAtTop } from '../model/useAtTop';
import { NewsStreamItem, type NewsStreamItemProps } from './NewsStreamItem';
import { DayHeading, EndNote, Timeline, TimelineTitle } from './NewsPage.styles';

type Where = ReturnType<typeof newsFilter>;

interface NewsTimelineProps {
  where: Where;
  /** How many times Refresh was pressed: each change re-reads every page from the server. */
  refreshes: number;
  onRefresh: () => void;
}

/** The stories matching the filter, by day: the first page live, then one more page per 'Load more'. */
export function NewsTimeline({ where, refreshes, onRefresh }: NewsTimelineProps) {
  const { t } = useTranslation('news');
  // The last story of each page before a later one (its keyset cursor), kept per history entry: Back from a story
  // shows the same pages as before, at the same place.
  const [after, setAfter] = useEntryState<StreamItem[]>('news-after', []);
  const loadMore = (index: number) => (last: StreamItem) =>
    setAfter((cursors) => (cursors.length === index ? [...cursors, last] : cursors));
  return (
    <section aria-labelledby="news-timeline">
      <TimelineTitle id="news-timeline">{t('timeline')}</TimelineTitle>
      <LivePage
        where={where}
        isLast={after.length === 0}
        through={after[0]}
        onLoadMore={loadMore(0)}
        refreshes={refreshes}
        onRefresh={onRefresh}
      />
      {after.map((cursor, index) => (
        <KeysetPage
          key={cursor.id}
          where={where}
          index={index + 1}
          after={cursor}
          isLast={index + 1 === after.length}
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
  isLast: boolean;
  /** Asks for the page after this one, given this page's last story. */
  onLoadMore: (last: StreamItem) => void;
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

type StreamItem = { id: string; published_at: string; created_at: string } & NewsStreamItemProps['item'];

const timeOf = (item: StreamItem) => item.published_at ?? item.created_at;
/** A story of the live page, with its change number. */
type LiveItem = StreamItem & { change_seq: string };

/**
 * How many stories the live page keeps once a later page follows it: new stories join its top while the stories
 * down to the next page's cursor stay (none falls between the pages); a page open for days stays bounded.
 */
const LIVE_PAGE_MAX = 500;

/**
 * The newest page: read once, then kept current by a stream of the stories added or changed since (one row more
 * tells whether more exist). New stories that arrive while the reader is scrolled down wait behind the "N new
 * stories" bar.
 */
function LivePage({ where, refreshes, through, ...props }: PageProps & { through: StreamItem | undefined }) {
  const {
    rows: items,
    error,
    refresh,
  } = useStreamedList({
    query: NewsFirstPageQuery,
    variables: firstPageVariables(where),
    rowsOf: (data): readonly LiveItem[] => data.news_articles,
    sinceOf: (data) => String(data.latest[0]?.change_seq ?? 0),
    stream: NewsTimelineStream,
    streamVariables: (since) => ({ where, since }),
    streamedRowsOf: (data): readonly LiveItem[] => data.news_articles_stream,
    compare: (a: LiveItem, b: LiveItem) => newestNewsFirst(a, b),
    // Alone, the page is the newest stories and one more (whether more exist); followed by a later page, it is
    // every story down to that page's cursor, however many arrived since.
    limit: through ? LIVE_PAGE_MAX : newsPageSize + 1,
    // A story unpublished or deleted leaves the open list.
    removals: { stream: NewsRemovalsStream, removedOf: removedNewsOf },
  });
  useOnRefresh(refreshes, refresh);
  const atTop = useAtTop();
  const [shown, setShown] = useState<ReadonlySet<string>>();
  const ids = items?.map((item) => item.id) ?? [];
  // Adjusted during render (as React advises for state derived from props), not in an effect.
  const next = items ? nextShown(shown, ids, atTop) : shown;
  if (next !== shown) setShown(next);
  const { visible, held } = splitHeld(items ?? [], next);
  const pageItems = through ? visible.filter((item) => newestNewsFirst(item, through) <= 0) : visible.slice(0, newsPageSize);
  const reveal = () => {
    setShown(new Set(ids));
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <NewItemsBar count={held.length} onReveal={reveal} />
      <PageItems
        {...props}
        index={0}
        items={items && pageItems}
        more={(items?.length ?? 0) > newsPageSize}
        errorMessage={error && apiErrorMessage(error)}
        onRetry={refresh}
      />
    </>
  );
}

/** A later page, read once: the stories after the last one of the page before (`after`, shown as its day's start). */
function KeysetPage({ where, index, after, refreshes, ...props }: PageProps & { index: number; after: StreamItem }) {
  const [result, reexecute] = useQuery({
    query: NewsPageQuery,
    variables: { where, afterAt: timeOf(after), afterId: after.id, limit: newsPageSize + 1 },
  });
  useOnRefresh(refreshes, () => reexecute({ requestPolicy: 'cache-and-network' }));
  const items = result.data?.news_articles;
  return (
    <PageItems
      {...props}
      index={index}
      items={items}
      before={after}
      errorMessage={result.error && apiErrorMessage(result.error)}
      onRetry={() => reexecute()}
    />
  );
}

interface PageItemsProps extends Omit<PageProps, 'where' | 'refreshes'> {
  index: number;
  items: readonly StreamItem[] | undefined;
  /**
   * Whether more stories follow (the live page's own count, held stories included), `items` then being exactly the
   * stories to show; else read from `items` (a page and one more).
   */
  more?: boolean;
  /** The last story of the page before, whose day heading this page's first day shares. */
  before?: StreamItem;
  errorMessage?: string;
  onRetry?: () => void;
}

function PageItems({ index, items, more, before, errorMessage, onRetry, isLast, onLoadMore, onRefresh }: PageItemsProps) {
  const { t } = useTranslation(['news', 'content']);
  const countView = useCountViewOnOpen({ kind: 'news' });
  const now = useNow();
  // While hydrating, the zone the page's HTML was grouped in before the first paint (see useDayZone).
  const timeZone = useDayZone();
  const format = useLocaleFormat();
  const shownItems = (more === undefined ? items?.slice(0, newsPageSize) : items) ?? [];
  const votes = useMyNewsVotes(shownItems.map((item) => item.id));
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
  const hasMore = more ?? items.length > newsPageSize;
  const grouping = { now, timeZone, locale: format.locale };
  const days = groupNewsByDay(before ? [before, ...shownItems] : shownItems, timeOf, grouping);
  const dayLabel = (label: NewsDayLabel) => (label.kind === 'date' ? label.text : t(`day.${label.kind}`));
  return (
    <>
      {days.map((day, dayIndex): ReactNode => {
        const continued = before !== undefined && dayIndex === 0;
        const dayItems = continued ? day.items.slice(1) : day.items;
        if (dayItems.length === 0) return null;
        return (
          // `data-news-day`: the page's TIMES script regroups these in the reader's zone before the first paint.
          <div key={day.key} data-testid="news-day" data-news-day="">
            {!continued && (
              <DayHeading>
                {/* The server may render in another zone than the reader's (a first visit): the page's TIMES script
                    writes the heading anew before the first paint (server/src/http/ssr/document.ts). */}
                <time
                  dateTime={timeOf(day.items[0]!)}
                  data-local="day"
                  data-today={t('day.today')}
                  data-yesterday={t('day.yesterday')}
                  suppressHydrationWarning
                >
                  {dayLabel(day.label)}
                </time>
              </DayHeading>
            )}
            <Timeline data-testid="news-timeline">
              {dayItems.map((item) => (
                <NewsStreamItem key={item.id} item={item} myVote={votes.get(item.id)} onOpen={countView} />
              ))}
            </Timeline>
          </div>
        );
      })}
      {isLast &&
        (hasMore ? (
          <Button variant="ghost" onClick={() => onLoadMore(shownItems[shownItems.length - 1]!)}>
            {t('content:loadMore')}
          </Button>
        ) : (
          index > 0 && <EndNote>{t('end')}</EndNote>
        ))}
    </>
  );
}
