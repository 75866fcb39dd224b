import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { BlogPostCard, BlogPostCardSkeleton } from '@/entities/story';
import { CategoryBadge, CategoryTabs } from '@/entities/category';
import { ContentLanguageToggle, contentLanguageWhere, useContentScope, withContentScope } from '@/features/choose-content-language';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { localizedName } from '@/shared/lib/locale-format';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { usePagedLimit } from '@/shared/lib/url-filters';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { CardGrid } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { ShareBanner } from '@/widgets/share-banner';
import { BlogCategoriesQuery, BlogPostsQuery } from '../api/blogQueries';

/** Cards shown while the list loads (spec: a skeleton of 6 cards). */
const skeletonCount = 6;
/** Posts per page: "Load more" adds as many. */
const pageSize = 24;
/** Narrowest width of a post card before the grid drops a column. */
const cardMinWidth = '17rem';

export function BlogPage() {
  const { t, i18n } = useTranslation(['blog', 'content']);
  useDocumentTitle(t('documentTitle'), t('description'));
  const [params] = useSearchParams();
  const slug = params.get('category') || undefined;
  const [scope, setScope] = useContentScope();
  const [categories] = useQuery({ query: BlogCategoriesQuery });
  // Another category or language scope starts again from one page.
  const paging = usePagedLimit(`${slug ?? ''} ${scope}`, pageSize);
  const [posts, reexecute] = useQuery({
    query: BlogPostsQuery,
    variables: {
      where: {
        // Published posts only: an author's own drafts are in their posts list, never among the blog's.
        _and: [
          { published: { _eq: true } },
          slug ? { category: { slug: { _eq: slug } } } : {},
          contentLanguageWhere({ scope, language: i18n.language, translations: true }),
        ],
      },
      limit: paging.fetchLimit,
    },
  });
  const selected = categories.data?.categories.find((category) => category.slug === slug);
  const { shown: list, hasMore } = paging.page(posts.data?.blog_posts ?? []);
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
          <LoadMore hasMore={hasMore} busy={posts.fetching} label={t('content:loadMore')} onMore={paging.loadMore} />
        </div>
      )}
      <ShareBanner />
    </Page>
  );
}
