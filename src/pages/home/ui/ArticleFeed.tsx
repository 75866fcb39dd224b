import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useEntryState } from '@/shared/lib/storage';
import { PageSection } from '@/shared/ui/page-section';
import { HomeFeaturedQuery, HomeLatestQuery } from '../api/homeQueries';
import { ArticleFeedPage } from './ArticleFeedPage';
import type { articleFilter } from '../model/articleFilter';
import { shownAbove } from '../model/homeQueryVariables';

interface ArticleFeedProps {
  where: ReturnType<typeof articleFilter>;
}

/**
 * All articles but those the featured and latest blocks above already show, newest first, five more each time the
 * reader nears the bottom.
 */
export function ArticleFeed({ where }: ArticleFeedProps) {
  const { t } = useTranslation('home');
  // Kept per history entry: Back from an article shows as many articles as before, at the same place.
  const [pages, setPages] = useEntryState('home-feed-pages', 1);
  // The same queries as the blocks above (answered from the cache): the feed starts once it knows what they show.
  const [featured] = useQuery({ query: HomeFeaturedQuery, variables: { where } });
  const [latest] = useQuery({ query: HomeLatestQuery, variables: { where } });
  const shown = shownAbove(featured.data, latest.data);
  return (
    <PageSection title={t('allArticles')}>
      {Array.from({ length: pages }, (_, index) => (
        <ArticleFeedPage
          key={index}
          where={where}
          shown={shown}
          index={index}
          isLast={index === pages - 1}
          shownAbove={shown.length > 0}
          onLoadMore={() => setPages((count) => (count === index + 1 ? count + 1 : count))}
        />
      ))}
    </PageSection>
  );
}
