import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ArticleCard } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { CardGrid } from '@/shared/ui/card';
import { PageSection } from '@/shared/ui/page-section';
import { HomeLatestQuery } from '../api/homeQueries';
import type { articleFilter } from '../model/articleFilter';

interface LatestGridProps {
  where: ReturnType<typeof articleFilter>;
}

/** Up to six of the latest articles that have no cover image, as text cards. */
export function LatestGrid({ where }: LatestGridProps) {
  const { t } = useTranslation('home');
  const [result] = useQuery({ query: HomeLatestQuery, variables: { where } });
  const articles = result.data?.articles ?? [];
  // A secondary block: it stays out of the way while loading or on failure (the feed reports errors).
  if (articles.length === 0) return null;
  return (
    <PageSection title={t('latest')}>
      <CardGrid $min="16rem" $gap="1rem">
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} size="compact" category={<CategoryBadge category={article.category} />} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
