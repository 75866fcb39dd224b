import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/shared/ui/page-section';
import { ArticleFeedPage } from './ArticleFeedPage';
import type { articleFilter } from '../model/articleFilter';

interface ArticleFeedProps {
  where: ReturnType<typeof articleFilter>;
}

/** All articles, newest first, five more each time the reader nears the bottom. */
export function ArticleFeed({ where }: ArticleFeedProps) {
  const { t } = useTranslation('home');
  const [pages, setPages] = useState(1);
  return (
    <PageSection title={t('allArticles')}>
      {Array.from({ length: pages }, (_, index) => (
        <ArticleFeedPage
          key={index}
          where={where}
          index={index}
          isLast={index === pages - 1}
          onLoadMore={() => setPages((count) => (count === index + 1 ? count + 1 : count))}
        />
      ))}
    </PageSection>
  );
}
