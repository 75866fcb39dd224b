import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { AuthorHeader } from './AuthorHeader';
import { ProfileStatus } from './ProfileStatus';
import { FollowButton } from '@/features/follow-item';
import { openSignInDialog } from '@/features/sign-in';
import { CategoryBadge } from '@/entities/category';
import { ArticleCard, ArticleCardSkeleton } from '@/entities/story';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { useKeysetPages } from '@/shared/api';
import { Page } from '@/shared/ui/page';
import { AuthorArticlesAfterQuery, AuthorPageQuery } from '../api/authorQueries';
import { followCounts } from '../lib/followCounts';
import { List } from './AuthorPage.styles';
import { authorPageSize, authorPageVariables } from '../model/authorPages';
import { PagedSection } from './PagedSection';

/** /author/:slug: an editorial author, and their published articles. */
export function AuthorPage() {
  const { t } = useTranslation(['author', 'content']);
  const format = useLocaleFormat();
  const { slug = '' } = useParams();
  const [result, reexecute] = useQuery({ query: AuthorPageQuery, variables: authorPageVariables(slug) });
  const author = result.data?.authors[0];
  // Later pages by keyset: the articles after the last one shown.
  const articles = useKeysetPages({
    key: author?.id ?? slug,
    first: author?.articles,
    pageSize: authorPageSize,
    query: AuthorArticlesAfterQuery,
    variables: (last) => ({
      authorId: author?.id ?? '',
      afterAt: last.published_at ?? '-infinity',
      afterId: last.id,
      limit: authorPageSize + 1,
    }),
    rowsOf: (data) => data.articles,
  });
  const loading = result.fetching && !result.data;
  useHttpStatus(!loading && !result.error && !author ? 404 : 200);
  useDocumentTitle(
    author ? t('editor.documentTitle', { name: author.name }) : t('notFound.documentTitle'),
    author ? author.bio || t('editor.description', { name: author.name }) : undefined,
  );
  usePageMeta(author?.avatar_url ? { image: author.avatar_url } : {});

  if (loading || result.error || !author) {
    return (
      <ProfileStatus
        loading={loading}
        error={result.error}
        onRetry={() => reexecute()}
        skeleton={<ArticleCardSkeleton />}
        notFoundTitle={t('notFound.editorTitle')}
        notFoundText={t('notFound.editorText')}
      />
    );
  }
  return (
    <Page width="reading">
      <AuthorHeader
        name={author.name}
        subtitle={author.expertise}
        bio={author.bio}
        avatarUrl={author.avatar_url}
        avatarAlt={t('avatarAlt', { name: author.name })}
        counts={followCounts(t, format.number, author.followers_count ?? 0)}
        action={
          <FollowButton
            target={{ kind: 'author', id: author.id }}
            name={author.name}
            onSignIn={() => openSignInDialog('login', t('content:follow.signInReason', { name: author.name }))}
            onChange={() => reexecute({ requestPolicy: 'cache-and-network' })}
          />
        }
      />
      <PagedSection
        title={t('editor.articles')}
        empty={t('editor.noArticles')}
        list={articles}
        busy={result.fetching}
        moreLabel={t('content:loadMore')}
      >
        {(shown) => (
          <List>
            {shown.map((article) => (
              <ArticleCard key={article.id} article={article} category={<CategoryBadge category={article.category} />} />
            ))}
          </List>
        )}
      </PagedSection>
    </Page>
  );
}
