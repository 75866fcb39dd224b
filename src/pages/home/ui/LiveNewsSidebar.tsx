import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newestNewsFirst, NewsItem, NewsItemSkeleton, NewsRemovalsStream, removedNewsOf } from '@/entities/news-item';
import { useCountViewOnOpen } from '@/features/count-view';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useNow } from '@/shared/lib/format-date';
import { Alert } from '@/shared/ui/alert';
import { SectionTitle } from '@/shared/ui/page-section';
import { HomeLiveNewsQuery, HomeLiveNewsStream } from '../api/homeQueries';
import { liveNewsSize } from '../model/articleFilter';
import { liveNewsVariables } from '../model/homeQueryVariables';
import { LiveDot, NewsList, Notice, Sidebar, SidebarHeader } from './HomePage.styles';
import { useStreamedList, type News_Articles_Bool_Exp } from '@/shared/api';

interface LiveNewsSidebarProps {
  /** The languages the page shows (contentLanguageWhere): the reader's only, or every one. */
  where: News_Articles_Bool_Exp;
}

/**
 * The latest twelve news stories in the page's languages, read once and kept current by a stream of the stories
 * added or changed since.
 */
export function LiveNewsSidebar({ where }: LiveNewsSidebarProps) {
  const { t } = useTranslation('home');
  const { rows: items, error } = useStreamedList({
    query: HomeLiveNewsQuery,
    variables: liveNewsVariables(where),
    rowsOf: (data) => data.news_articles,
    sinceOf: (data) => String(data.latest[0]?.change_seq ?? 0),
    stream: HomeLiveNewsStream,
    streamVariables: (since) => ({ where, since }),
    streamedRowsOf: (data) => data.news_articles_stream,
    compare: newestNewsFirst,
    limit: liveNewsSize,
    // A story unpublished or deleted leaves the open list.
    removals: { stream: NewsRemovalsStream, removedOf: removedNewsOf },
  });
  const countView = useCountViewOnOpen({ kind: 'news' });
  const now = useNow();
  return (
    <Sidebar aria-labelledby="home-live-news">
      <SidebarHeader>
        <SectionTitle id="home-live-news">
          <LiveDot aria-hidden="true" />
          {t('liveNews')}
        </SectionTitle>
        <Link to="/news">{t('allNews')}</Link>
      </SidebarHeader>
      {error && !items ? (
        <Alert>{t('newsError', { message: apiErrorMessage(error) })}</Alert>
      ) : !items ? (
        <NewsList aria-busy="true">
          {Array.from({ length: 5 }, (_, key) => (
            <NewsItemSkeleton key={key} />
          ))}
        </NewsList>
      ) : items.length === 0 ? (
        <Notice>
          <p>{t('newsEmpty')}</p>
        </Notice>
      ) : (
        <NewsList aria-live="polite" data-testid="live-news">
          {items.map((item) => (
            <NewsItem key={item.id} item={item} now={now} onOpen={countView} />
          ))}
        </NewsList>
      )}
    </Sidebar>
  );
}
