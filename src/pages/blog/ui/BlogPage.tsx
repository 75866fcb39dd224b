import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { BlogPostCard, BlogPostCardSkeleton } from '@/entities/story';
import { CategoryBadge, CategoryTabs } from '@/entities/category';
import { ContentLanguageToggle, useContentScope, withContentScope } from '@/features/choose-content-language';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { localizedName } from '@/shared/lib/locale-format';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { CardGrid } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { ShareBanner } from '@/widgets/share-banner';
import type { Blog_Posts_Bool_Exp } from '@/shared/api';
import { BlogCategoriesQuery, BlogPostsAfterQuery, BlogPostsQuery } from '../api/blogQueries';
import { blogWhere, pageSize } from '../model/blogFilter';

/** Cards shown while the list loads (spec: a skeleton of 6 cards). */
const skeletonCount = 6;
/** Narrowest width of a post card before the grid drops a column. */
const cardMinWidth = '17rem';

export function BlogPage() {
  const { t, i18n } = useTranslation(['blog', 'content']);
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params] = useSearchParams();
  const slug = params.get('category') || undefined;
  const [scope, setScope] = useContentScope();
  const [categories] = useQuery({ query: BlogCategoriesQuery });
  // The last post of each page before a later one (its keyset cursor); another category or language scope starts
  // again from one page.
  const filterKey = `${slug ?? ''} ${scope}`;
  const [later, setLater] = useState<{ filterKey: string; after: Cursor[] }>({ filterKey, after: [] });
  const after = later.filterKey === filterKey ? later.after : [];
  const loadMore = (index: number) => (last: Cursor) => setLater({ filterKey, after: after.length === index ? [...after, last] : after });
  const where = blogWhere({ category: slug, scope, language: i18n.language });
  const [posts, reexecute] = useQuery({ query: BlogPostsQuery, variables: { where, limit: pageSize + 1 } });
  const selected = categories.data?.categories.find((category) => category.slug === slug);
  const list = posts.data?.blog_posts.slice(0, pageSize) ?? [];
  const hasMore = (posts.data?.blog_posts.length ?? 0) > pageSize;
  // Asks the server again, showing the cached list meanwhile.
  const refresh = () => reexecute({ requestPolicy: 'cache-and-network' });

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('subtitle')} />
      <CategoryTabs
        categories={categories.data?.categories ?? []}
        selected={slug}
        label={t('categoriesLabel')}
        hrefFor={(category) => withContentScope(category ? `/blog?category=${encodeURIComponent(category)}` : '/blog', scope)}
      />
      <ContentLanguageToggle value={scope} onChange={setScope} />
      {posts.error ? (
        <RetryAlert onRetry={refresh} retryLabel={t('content:retry')}>
          {t('error', { message: apiErrorMessage(posts.error) })}
        </RetryAlert>
      ) : posts.fetching && !posts.data ? (
        <CardGrid $min={cardMinWidth} aria-busy="true">
          {Array.from({ length: skeletonCount }, (_, key) => (
            <BlogPostCardSkeleton key={key} />
          ))}
        </CardGrid>
      ) : list.length === 0 ? (
        <EmptyState>
          {slug ? (
            <>
              <p>
                {t('emptyCategory', {
                  category: selected ? localizedName(selected, i18n.language) : slug,
                })}
              </p>
              <ButtonLink to={withContentScope('/blog', scope)}>{t('viewAll')}</ButtonLink>
            </>
          ) : (
            <>
              <p>{t('empty')}</p>
              <Button onClick={refresh}>{t('refresh')}</Button>
            </>
          )}
        </EmptyState>
      ) : (
        <div>
          <CardGrid $min={cardMinWidth}>
            {list.map((post) => (
              <BlogPostCard key={post.id} post={post} category={<CategoryBadge category={post.category} />} />
            ))}
          </CardGrid>
          {after.length === 0 && (
            <LoadMore
              hasMore={hasMore}
              busy={posts.fetching}
              label={t('content:loadMore')}
              onMore={() => loadMore(0)(list[list.length - 1]!)}
            />
          )}
          {after.map((cursor, index) => (
            <LaterPage key={cursor.id} where={where} after={cursor} isLast={index + 1 === after.length} onMore={loadMore(index + 1)} />
          ))}
        </div>
      )}
      <ShareBanner />
    </Page>
  );
}

/** A later page's grid, as far below the one before as its cards are apart. */
const LaterGrid = styled(CardGrid)`
  margin-top: 1.25rem;
`;

/** Where a later page starts: the last post of the page before. */
interface Cursor {
  id: string;
  published_at?: string | null;
}

interface LaterPageProps {
  where: Blog_Posts_Bool_Exp;
  after: Cursor;
  isLast: boolean;
  onMore: (last: Cursor) => void;
}

/** A later page of the blog, read once by keyset: the posts after `after`, in a grid of their own below. */
function LaterPage({ where, after, isLast, onMore }: LaterPageProps) {
  const { t } = useTranslation(['blog', 'content']);
  const [posts, reexecute] = useQuery({
    query: BlogPostsAfterQuery,
    variables: { where, afterAt: after.published_at ?? '-infinity', afterId: after.id, limit: pageSize + 1 },
  });
  if (posts.error) {
    return (
      <RetryAlert onRetry={() => reexecute({ requestPolicy: 'cache-and-network' })} retryLabel={t('content:retry')}>
        {t('error', { message: apiErrorMessage(posts.error) })}
      </RetryAlert>
    );
  }
  const list = posts.data?.blog_posts.slice(0, pageSize) ?? [];
  const hasMore = (posts.data?.blog_posts.length ?? 0) > pageSize;
  return (
    <>
      <LaterGrid $min={cardMinWidth}>
        {list.map((post) => (
          <BlogPostCard key={post.id} post={post} category={<CategoryBadge category={post.category} />} />
        ))}
      </LaterGrid>
      {isLast && (
        <LoadMore hasMore={hasMore} busy={posts.fetching} label={t('content:loadMore')} onMore={() => onMore(list[list.length - 1]!)} />
      )}
    </>
  );
}
