import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { CategoryBadge } from '@/entities/category';
import { FollowButton } from '@/features/follow-item';
import { openSignInDialog } from '@/features/sign-in';
import { BlogPostCard, BlogPostCardSkeleton, namedTags, tagPath } from '@/entities/story';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useDocumentTitle, useHttpStatus } from '@/shared/lib/page-head';
import { RetryAlert } from '@/shared/ui/alert';
import { CardGrid } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import { useKeysetPages } from '@/shared/api';
import { TagFollowersQuery, TagPostsAfterQuery, TagPostsQuery } from '../api/tagQueries';
import { pageSize, tagOf, tagPostsVariables } from '../model/tagPage';

/** Cards shown while the list loads. */
const skeletonCount = 6;

/** /tag/:tag: the published blog posts with a tag. */
export function TagPage() {
  const { t } = useTranslation(['tag', 'content']);
  const format = useLocaleFormat();
  const { tag: typed = '' } = useParams();
  const navigate = useNavigate();
  // Tags are stored in their canonical form (a link typed as /tag/Layer%202 shows, then names, /tag/layer-2).
  const tag = tagOf(typed);
  useEffect(() => {
    if (tag !== typed) void navigate(tagPath(tag), { replace: true });
  }, [tag, typed, navigate]);
  const [result, reexecute] = useQuery({ query: TagPostsQuery, variables: tagPostsVariables(tag) });
  const [followers, refetchFollowers] = useQuery({ query: TagFollowersQuery, variables: { tag } });
  const followersCount = followers.data ? (followers.data.tag_follower_counts_by_pk?.followers_count ?? 0) : undefined;
  // Later pages by keyset: the posts after the last one shown.
  const found = useKeysetPages({
    key: tag,
    first: result.data?.blog_posts,
    pageSize,
    query: TagPostsAfterQuery,
    variables: (last) => ({ tags: [tag], afterAt: last.published_at ?? '-infinity', afterId: last.id, limit: pageSize + 1 }),
    rowsOf: (data) => data.blog_posts,
  });
  const posts = found.shown;
  // The tag reads by its display name (the form first typed, 'DeFi' for 'defi'), which any of its posts carries.
  const first = posts?.[0];
  const name = (first && namedTags(first.tags, first.tag_names).find((named) => named.key === tag)?.name) || tag;
  // A tag no published post has is a page of nothing: 404, so search engines drop it.
  useHttpStatus(posts && posts.length === 0 ? 404 : 200);
  useDocumentTitle(t('documentTitle', { tag: name }), t('description', { tag: name }));

  return (
    <Page>
      <PageHeader
        title={`#${name}`}
        lead={
          <>
            {t('lead', { tag: name })}
            {followersCount !== undefined && (
              <>
                <br />
                {t('followers', { count: followersCount, formatted: format.number(followersCount) })}
              </>
            )}
          </>
        }
        actions={
          <FollowButton
            target={{ kind: 'tag', tag }}
            name={`#${name}`}
            onSignIn={() => openSignInDialog('login', t('content:follow.signInReason', { name: `#${name}` }))}
            onChange={() => refetchFollowers({ requestPolicy: 'cache-and-network' })}
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
          <p>{t('empty', { tag: name })}</p>
          <TextLink to="/blog">{t('allPosts')}</TextLink>
        </EmptyState>
      ) : (
        <div>
          <CardGrid $min="17rem">
            {posts.map((post) => (
              <BlogPostCard key={post.id} post={post} category={<CategoryBadge category={post.category} />} />
            ))}
          </CardGrid>
          {found.error && (
            <RetryAlert onRetry={found.retry} retryLabel={t('content:retry')}>
              {t('error', { message: apiErrorMessage(found.error) })}
            </RetryAlert>
          )}
          <LoadMore
            hasMore={found.hasMore}
            busy={result.fetching || found.fetching}
            label={t('content:loadMore')}
            onMore={found.loadMore}
          />
        </div>
      )}
    </Page>
  );
}
