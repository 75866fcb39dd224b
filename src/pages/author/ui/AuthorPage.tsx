import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { AuthorHeader } from './AuthorHeader';
import { ProfileStatus } from './ProfileStatus';
import { CategoryBadge } from '@/entities/category';
import { ArticleCard, ArticleCardSkeleton } from '@/entities/story';
import { useDocumentTitle, useHttpStatus, usePageMeta } from '@/shared/lib/page-head';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageSection } from '@/shared/ui/page-section';
import { AuthorPageQuery } from '../api/authorQueries';
import { List } from './AuthorPage.styles';

/** /author/:slug: an editorial author, and their published articles. */
export function AuthorPage() {
  const { t } = useTranslation(['author', 'content']);
  const { slug = '' } = useParams();
  const [result, reexecute] = useQuery({ query: AuthorPageQuery, variables: { slug } });
  const author = result.data?.authors[0];
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
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
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
      />
      <PageSection title={t('editor.articles')}>
        {author.articles.length === 0 ? (
          <EmptyState>
            <p>{t('editor.noArticles')}</p>
          </EmptyState>
        ) : (
          <List>
            {author.articles.map((article) => (
              <ArticleCard key={article.id} article={article} category={<CategoryBadge category={article.category} />} />
            ))}
          </List>
        )}
      </PageSection>
    </Page>
  );
}
