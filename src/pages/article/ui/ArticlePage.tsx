import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { StoryTranslationLink } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { useCountView } from '@/features/count-view';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { isUuid } from '@/shared/lib/uuid';
import { PostView, PostViewProblem, PostViewSkeleton } from '@/widgets/post-view';
import { ArticlePageQuery } from '../api/articleQueries';

export function ArticlePage() {
  const { t } = useTranslation(['article', 'content']);
  const { id } = useParams();
  const valid = isUuid(id);
  const [result, reexecute] = useQuery({
    query: ArticlePageQuery,
    variables: { id: id ?? '' },
    pause: !valid,
  });
  const article = result.data?.articles_by_pk;
  useCountView({ kind: 'article', id: article?.id });
  useDocumentTitle(article ? t('pageTitle', { title: article.title }) : t('documentTitleFallback'), article?.excerpt ?? undefined);
  const back = { to: '/', label: t('backHome') };

  if (valid && result.fetching && !result.data) {
    return <PostViewSkeleton label={t('loading')} />;
  }
  if (valid && result.error) {
    return (
      <PostViewProblem
        title={t('errorTitle')}
        message={apiErrorMessage(result.error) || t('fetchFailed')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        back={back}
      />
    );
  }
  if (!article) {
    return <PostViewProblem title={t('notFoundTitle')} message={t('notFoundText')} back={back} />;
  }

  return (
    <PostView
      post={{
        title: article.title,
        language: article.language,
        content: article.content,
        excerpt: article.excerpt,
        imageUrl: article.image_url,
        author: article.author?.name,
        date: article.published_at ?? article.created_at,
        readTime: article.read_time,
      }}
      category={<CategoryBadge category={article.category} />}
      summaryTitle={t('summary')}
      meta={
        <>
          <span>{t('content:views', { views: article.views_count ?? 0 })}</span>
          <StoryTranslationLink kind="article" story={article} />
        </>
      }
      back={back}
    />
  );
}
