import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ArticleCard, ArticleCardSkeleton } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Button } from '@/shared/ui/button';
import { HomeArticlesQuery } from '../api/homeQueries';
import { feedPageSize, type articleFilter } from '../model/articleFilter';
import { feedPageVariables } from '../model/homeQueryVariables';
import { useNearBottom } from '../lib/useNearBottom';
import { LoadError } from './LoadError';
import { EndNote, List, Notice } from './HomePage.styles';

/** Skeleton cards shown while a step loads (spec section 9). */
const skeletonCount = 6;

interface ArticleFeedPageProps {
  where: ReturnType<typeof articleFilter>;
  /** The ids the blocks above show, left out. */
  shown: string[];
  index: number;
  isLast: boolean;
  onLoadMore: () => void;
  /** Whether the blocks above show articles (then an empty list has ended, it is not an empty category). */
  shownAbove: boolean;
}

/** One step of the infinite list; the last step watches the bottom of the page for the next. */
export function ArticleFeedPage({ where, shown, index, isLast, onLoadMore, shownAbove }: ArticleFeedPageProps) {
  const { t } = useTranslation(['home', 'content']);
  const [result, reexecute] = useQuery({
    query: HomeArticlesQuery,
    variables: feedPageVariables(where, shown, index),
  });
  const articles = result.data?.articles ?? [];
  const hasMore = articles.length === feedPageSize;

  if (result.error) {
    return <LoadError message={apiErrorMessage(result.error)} onRetry={() => reexecute()} />;
  }
  if (result.fetching && !result.data) {
    return (
      <List aria-busy="true" aria-label={t('content:loadingMore')}>
        {Array.from({ length: skeletonCount }, (_, key) => (
          <ArticleCardSkeleton key={key} />
        ))}
      </List>
    );
  }
  if (index === 0 && articles.length === 0) {
    if (shownAbove) return <EndNote>{t('end')}</EndNote>;
    return (
      <Notice>
        <p>{t('empty')}</p>
      </Notice>
    );
  }
  return (
    <>
      <List>
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} category={<CategoryBadge category={article.category} />} />
        ))}
      </List>
      {isLast && (hasMore ? <MoreTrigger onNear={onLoadMore} /> : <EndNote>{t('end')}</EndNote>)}
    </>
  );
}

/** Loads the next step when near the bottom; also a button, for keyboards and for short pages. */
function MoreTrigger({ onNear }: { onNear: () => void }) {
  const { t } = useTranslation('content');
  const ref = useNearBottom<HTMLDivElement>(onNear, true);
  return (
    <div ref={ref} data-testid="feed-more">
      <Button variant="ghost" onClick={onNear}>
        {t('loadMore')}
      </Button>
    </div>
  );
}
