import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { authorPath, storyPath, StoryTranslationLink, useStoryPageMeta, useStoryRedirect } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { useSession } from '@/entities/session';
import { BookmarkButton } from '@/features/bookmark-item';
import { useCountView } from '@/features/count-view';
import { openSignInDialog } from '@/features/sign-in';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle, useHttpStatus } from '@/shared/lib/page-head';
import { isUuid } from '@/shared/lib/uuid';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { TextLink } from '@/shared/ui/text-link';
import { CommentThread } from '@/widgets/comment-thread';
import { PostView, PostViewProblem, PostViewSkeleton } from '@/widgets/post-view';
import { ArticleLegacyQuery, ArticlePageQuery } from '../api/articleQueries';

export function ArticlePage() {
  const { t } = useTranslation(['article', 'content']);
  const format = useLocaleFormat();
  const origin = useSiteOrigin();
  const { isAdmin } = useSession();
  const { slug = '' } = useParams();
  // An old address, /article/<uuid>: the article is looked up by id and the page moves to its slug address.
  const legacyId = isUuid(slug) ? slug : null;
  const [result, reexecute] = useQuery({ query: ArticlePageQuery, variables: { slug }, pause: legacyId !== null });
  const [legacy, reexecuteLegacy] = useQuery({ query: ArticleLegacyQuery, variables: { id: legacyId ?? '' }, pause: legacyId === null });
  const canonicalSlug = legacyId ? legacy.data?.articles_by_pk?.slug : undefined;
  useStoryRedirect('article', canonicalSlug);
  const lookup = legacyId ? legacy : result;
  const article = legacyId ? undefined : result.data?.articles[0];
  const loading = (lookup.fetching && !lookup.data) || canonicalSlug !== undefined;
  useHttpStatus(!loading && !lookup.error && !article ? 404 : 200);
  useCountView({ kind: 'article', id: article?.id });
  useStoryPageMeta(
    { kind: 'article', story: article },
    article && {
      slug,
      title: article.title,
      excerpt: article.excerpt,
      imageUrl: article.image_url,
      publishedAt: article.published_at,
      updatedAt: article.updated_at,
      author: article.author?.name,
      language: article.language,
    },
  );
  useDocumentTitle(article ? t('pageTitle', { title: article.title }) : t('documentTitleFallback'), article?.excerpt ?? undefined);
  const back = { to: '/', label: t('backHome') };

  if (loading) {
    return <PostViewSkeleton label={t('loading')} />;
  }
  if (lookup.error) {
    return (
      <PostViewProblem
        title={t('errorTitle')}
        message={apiErrorMessage(lookup.error) || t('fetchFailed')}
        onRetry={() => (legacyId ? reexecuteLegacy : reexecute)()}
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
        authorHref: article.author ? authorPath(article.author.slug) : undefined,
        date: article.published_at ?? article.created_at,
        readTime: article.read_time,
      }}
      category={<CategoryBadge category={article.category} />}
      summaryTitle={t('summary')}
      meta={
        <>
          <span>{t('content:views', { views: format.number(article.views_count ?? 0) })}</span>
          <StoryTranslationLink kind="article" story={article} />
          <BookmarkButton target={{ kind: 'article', id: article.id }} onSignIn={() => openSignInDialog('login', 'bookmark')} />
          {/* Admins edit articles (the editor checks the right again). */}
          {isAdmin && <TextLink to={`/write-article?edit=${article.id}`}>{t('content:edit')}</TextLink>}
        </>
      }
      shareUrl={`${origin}${storyPath('article', slug)}`}
      back={back}
      after={<CommentThread target={{ articleId: article.id }} />}
    />
  );
}
