import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { CategoryBadge } from '@/entities/category';
import { FollowButton } from '@/features/follow-item';
import { openSignInDialog } from '@/features/sign-in';
import { BlogPostCard, BlogPostCardSkeleton, canonicalTag, tagPath } from '@/entities/story';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle, useHttpStatus } from '@/shared/lib/page-head';
import { usePagedLimit } from '@/shared/lib/url-filters';
import { RetryAlert } from '@/shared/ui/alert';
import { CardGrid } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import { TagPostsQuery } from '../api/tagQueries';

/** Cards shown while the list loads. */
const skeletonCount = 6;
/** Posts per page: "Load more" adds as many. */
const pageSize = 24;

/** /tag/:tag: the published blog posts with a tag. */
export function TagPage() {
  const { t } = useTranslation(['tag', 'content']);
  const { tag: typed = '' } = useParams();
  const navigate = useNavigate();
  // Tags are stored in their canonical form (a link typed as /tag/Layer%202 shows, then names, /tag/layer-2).
  const tag = canonicalTag(typed) || typed;
  useEffect(() => {
    if (tag !== typed) void navigate(tagPath(tag), { replace: true });
  }, [tag, typed, navigate]);
  const paging = usePagedLimit(tag, pageSize);
  const [result, reexecute] = useQuery({ query: TagPostsQuery, variables: { tags: [tag], limit: paging.fetchLimit } });
  const found = result.data && paging.page(result.data.blog_posts);
  const posts = found?.shown;
  // A tag no published post has is a page of nothing: 404, so search engines drop it.
  useHttpStatus(posts && posts.length === 0 ? 404 : 200);
  useDocumentTitle(t('documentTitle', { tag }), t('description', { tag }));

  return (
    <Page>
      <PageHeader
        title={`#${tag}`}
        lead={t('lead', { tag })}
        actions={
          <FollowButton
            target={{ kind: 'tag', tag }}
            name={`#${tag}`}
            onSignIn={() => openSignInDialog('login', t('content:follow.signInReason', { name: `#${tag}` }))}
          />
        }
      />
      {result.error ? (
        <RetryAlert onRetry={() => reexecute()} retryLabel={t('content:retry')}>
          {t('error', { message: apiErrorMessage(result.error) })}
        </RetryAlert>
      ) : !posts ? (
        <CardGrid $min="17rem" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: skeletonCount }, (_, key) => (
            <BlogPostCardSkeleton key={key} />
          ))}
        </CardGrid>
      ) : posts.length === 0 ? (
        <EmptyState>
          <p>{t('empty', { tag })}</p>
          <TextLink to="/blog">{t('allPosts')}</TextLink>
        </EmptyState>
      ) : (
        <div>
          <CardGrid $min="17rem">
            {posts.map((post) => (
              <BlogPostCard key={post.id} post={post} category={<CategoryBadge category={post.category} />} />
            ))}
          </CardGrid>
          <LoadMore hasMore={found?.hasMore ?? false} busy={result.fetching} label={t('content:loadMore')} onMore={paging.loadMore} />
        </div>
      )}
    </Page>
  );
}
