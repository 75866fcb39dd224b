import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { ArticleTranslationLink } from '@/entities/article';
import { CategoryBadge } from '@/entities/category';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { formatLongDate } from '@/shared/lib/format-date';
import { isUuid } from '@/shared/lib/uuid';
import { Button, Skeleton, VisuallyHidden } from '@/shared/ui';
import { Markdown } from '@/shared/ui/markdown';
import { ArticlePageQuery } from '../api/articleQueries';
import { useCountArticleView } from '../model/useCountArticleView';
import {
  BackLink,
  Cover,
  Header,
  Main,
  Meta,
  Problem,
  Summary,
  SummaryTitle,
  Title,
} from './ArticlePage.styles';

export function ArticlePage() {
  const { t, i18n } = useTranslation(['article', 'content']);
  const { id } = useParams();
  const valid = isUuid(id);
  const [result, reexecute] = useQuery({
    query: ArticlePageQuery,
    variables: { id: id ?? '' },
    pause: !valid,
  });
  const article = result.data?.articles_by_pk;
  useCountArticleView(article?.id);
  useDocumentTitle(
    article ? t('pageTitle', { title: article.title }) : t('documentTitleFallback'),
    article?.excerpt ?? undefined,
  );

  if (valid && result.fetching && !result.data) {
    return (
      <Main aria-busy="true">
        <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
        <Skeleton width="6rem" />
        <Skeleton width="85%" height="2.5rem" />
        <Skeleton height="16rem" radius="0.75rem" />
        <Skeleton />
        <Skeleton width="90%" />
      </Main>
    );
  }
  if (valid && result.error) {
    return (
      <Main>
        <Problem>
          <h1>{t('errorTitle')}</h1>
          <p>{apiErrorMessage(result.error) || t('fetchFailed')}</p>
          <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('content:retry')}
          </Button>
          <BackLink to="/">{t('backHome')}</BackLink>
        </Problem>
      </Main>
    );
  }
  if (!article) {
    return (
      <Main>
        <Problem>
          <h1>{t('notFoundTitle')}</h1>
          <p>{t('notFoundText')}</p>
          <BackLink to="/">{t('backHome')}</BackLink>
        </Problem>
      </Main>
    );
  }

  const date = article.published_at ?? article.created_at;
  const contentLang = article.language === 'zh' ? 'zh-CN' : 'en';
  return (
    <Main>
      <article>
        <Header>
          <CategoryBadge category={article.category} />
          <Title lang={contentLang}>{article.title}</Title>
          <Meta>
            <span>{article.author?.name ?? t('content:unknownAuthor')}</span>
            <time dateTime={date}>
              {formatLongDate(date, i18n.language) || t('content:unknownDate')}
            </time>
            <span>{t('content:minRead', { minutes: article.read_time || 5 })}</span>
            <span>{t('content:views', { views: article.views_count ?? 0 })}</span>
            <ArticleTranslationLink article={article} />
          </Meta>
        </Header>
        {article.image_url && <Cover src={article.image_url} alt="" width={1200} height={630} />}
        {article.excerpt && (
          <Summary aria-labelledby="article-summary">
            <SummaryTitle id="article-summary">{t('summary')}</SummaryTitle>
            <p lang={contentLang}>{article.excerpt}</p>
          </Summary>
        )}
        <div lang={contentLang}>
          <Markdown>{article.content}</Markdown>
        </div>
      </article>
      <BackLink to="/">{t('backHome')}</BackLink>
    </Main>
  );
}
