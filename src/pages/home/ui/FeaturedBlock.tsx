import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ArticleCard, ArticleCardSkeleton } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { PageSection } from '@/shared/ui/page-section';
import { HomeFeaturedQuery } from '../api/homeQueries';
import type { articleFilter } from '../model/articleFilter';
import { LoadError } from './LoadError';
import { FeaturedGrid } from './HomePage.styles';

interface FeaturedBlockProps {
  where: ReturnType<typeof articleFilter>;
}

/** The first featured article large, the next two small. */
export function FeaturedBlock({ where }: FeaturedBlockProps) {
  const { t } = useTranslation('home');
  const [result, reexecute] = useQuery({
    query: HomeFeaturedQuery,
    variables: { where },
  });
  const articles = result.data?.articles ?? [];
  if (!result.fetching && !result.error && articles.length === 0) return null;
  return (
    <PageSection title={t('featured')}>
      {result.error ? (
        <LoadError message={apiErrorMessage(result.error)} onRetry={() => reexecute()} />
      ) : (
        <FeaturedGrid aria-busy={result.fetching}>
          {result.fetching && !result.data
            ? [0, 1, 2].map((index) => <ArticleCardSkeleton key={index} />)
            : articles.map((article, index) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  size={index === 0 ? 'large' : 'small'}
                  priority={index === 0}
                  category={<CategoryBadge category={article.category} />}
                />
              ))}
        </FeaturedGrid>
      )}
    </PageSection>
  );
}
