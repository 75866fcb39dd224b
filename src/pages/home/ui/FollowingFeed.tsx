import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CategoryBadge } from '@/entities/category';
import { useSession } from '@/entities/session';
import { ArticleCard, BlogPostCard } from '@/entities/story';
import { openSignInDialog } from '@/features/sign-in';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Button } from '@/shared/ui/button';
import { CardGrid } from '@/shared/ui/card';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSection } from '@/shared/ui/page-section';
import { TextLink } from '@/shared/ui/text-link';
import { HomeFollowingQuery, HomeFollowsQuery } from '../api/homeQueries';
import { followingFilters } from '../model/followingFilters';
import { LoadError } from './LoadError';

/** Newest items of each kind shown in the feed. */
const limit = 30;

/** The "Following" tab: the newest articles and posts of the authors, members and tags the member follows. */
export function FollowingFeed() {
  const { t } = useTranslation(['home', 'content']);
  const { user } = useSession();
  const [follows, refetchFollows] = useQuery({ query: HomeFollowsQuery, pause: !user });
  const list = follows.data?.follows;
  const filters = followingFilters(list ?? []);
  const [stories, refetchStories] = useQuery({
    query: HomeFollowingQuery,
    variables: { ...filters, limit },
    pause: !list || list.length === 0,
  });

  if (!user) {
    return (
      <EmptyState data-testid="following-empty">
        <p>{t('following.signedOut')}</p>
        <Button onClick={() => openSignInDialog('login', t('following.signInReason'))}>{t('following.signIn')}</Button>
      </EmptyState>
    );
  }
  const error = follows.error ?? stories.error;
  if (error) {
    return (
      <LoadError
        message={apiErrorMessage(error)}
        onRetry={() => {
          refetchFollows();
          refetchStories();
        }}
      />
    );
  }
  if (list && list.length === 0) {
    return (
      <EmptyState data-testid="following-empty">
        <p>{t('following.empty')}</p>
        <TextLink to="/blog">{t('following.findMembers')}</TextLink>
        <TextLink to="/">{t('following.findAuthors')}</TextLink>
      </EmptyState>
    );
  }
  if (!stories.data) return <CardGrid $min="17rem" aria-busy="true" aria-label={t('following.loading')} />;

  const items = [
    ...stories.data.articles.map((article) => ({ key: `a:${article.id}`, at: article.published_at ?? '', article, post: null })),
    ...stories.data.blog_posts.map((post) => ({ key: `b:${post.id}`, at: post.published_at ?? '', article: null, post })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <PageSection title={t('following.title')}>
      {items.length === 0 ? (
        <EmptyState>
          <p>{t('following.nothingYet')}</p>
        </EmptyState>
      ) : (
        <CardGrid $min="17rem" data-testid="following-feed">
          {items.map((item) =>
            item.article ? (
              <ArticleCard key={item.key} article={item.article} category={<CategoryBadge category={item.article.category} />} />
            ) : (
              item.post && <BlogPostCard key={item.key} post={item.post} category={<CategoryBadge category={item.post.category} />} />
            ),
          )}
        </CardGrid>
      )}
    </PageSection>
  );
}
