import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsItem, NewsItemSkeleton } from '@/entities/news-item';
import { useCountViewOnOpen } from '@/features/count-view';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { SectionTitle } from '@/shared/ui/page-section';
import { HomeLiveNewsSubscription } from '../api/homeQueries';
import { liveNewsSize } from '../model/articleFilter';
import { LiveDot, NewsList, Notice, Sidebar, SidebarHeader } from './HomePage.styles';
import { useLiveQuery } from '@/shared/api';

/** The latest twelve news stories, kept current by a live subscription. */
export function LiveNewsSidebar() {
  const { t } = useTranslation('home');
  const [result] = useLiveQuery({
    query: HomeLiveNewsSubscription,
    variables: { limit: liveNewsSize },
  });
  const items = result.data?.news_articles;
  const countView = useCountViewOnOpen({ kind: 'news' });
  return (
    <Sidebar aria-labelledby="home-live-news">
      <SidebarHeader>
        <SectionTitle id="home-live-news">
          <LiveDot aria-hidden="true" />
          {t('liveNews')}
        </SectionTitle>
        <Link to="/news">{t('allNews')}</Link>
      </SidebarHeader>
      {result.error && !items ? (
        <Alert>{t('newsError', { message: apiErrorMessage(result.error) })}</Alert>
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
            <NewsItem key={item.id} item={item} onOpen={countView} />
          ))}
        </NewsList>
      )}
    </Sidebar>
  );
}
