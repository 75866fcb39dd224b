import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { BlogPostTranslationLink } from '@/entities/blog-post';
import { CategoryBadge } from '@/entities/category';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { formatLongDate } from '@/shared/lib/format-date';
import { isUuid } from '@/shared/lib/uuid';
import { Button, Skeleton, VisuallyHidden } from '@/shared/ui';
import { Markdown } from '@/shared/ui/markdown';
import { BlogPostPageQuery } from '../api/blogPostQueries';
import {
  BackLink,
  Cover,
  Header,
  Main,
  Meta,
  Problem,
  Summary,
  SummaryTitle,
  Tags,
  Title,
} from './BlogPostPage.styles';

export function BlogPostPage() {
  const { t, i18n } = useTranslation(['blog', 'content']);
  const { id } = useParams();
  const valid = isUuid(id);
  const [result, reexecute] = useQuery({
    query: BlogPostPageQuery,
    variables: { id: id ?? '' },
    pause: !valid,
  });
  const post = result.data?.blog_posts_by_pk;
  useDocumentTitle(
    post ? t('postTitle', { title: post.title }) : t('documentTitle'),
    post?.excerpt,
  );

  if (valid && result.fetching && !result.data) {
    return (
      <Main aria-busy="true">
        <VisuallyHidden role="status">{t('loadingPost')}</VisuallyHidden>
        <Skeleton height="16rem" radius="0.75rem" />
        <Skeleton width="6rem" />
        <Skeleton width="85%" height="2.5rem" />
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
          <p>{apiErrorMessage(result.error)}</p>
          <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('content:retry')}
          </Button>
          <BackLink to="/blog">{t('backToBlog')}</BackLink>
        </Problem>
      </Main>
    );
  }
  if (!post) {
    return (
      <Main>
        <Problem>
          <h1>{t('notFoundTitle')}</h1>
          <p>{t('notFoundText')}</p>
          <BackLink to="/blog">{t('backToBlog')}</BackLink>
        </Problem>
      </Main>
    );
  }

  const date = post.published_at ?? post.created_at;
  const contentLang = post.language === 'zh' ? 'zh-CN' : 'en';
  return (
    <Main>
      <BackLink to="/blog">{t('backToBlog')}</BackLink>
      <article>
        {post.image_url && <Cover src={post.image_url} alt="" width={1200} height={630} />}
        <Header>
          <CategoryBadge category={post.category} />
          <Title lang={contentLang}>{post.title}</Title>
          <Meta>
            <span>
              {post.author?.display_name || post.author?.username || t('content:unknownAuthor')}
            </span>
            <time dateTime={date}>
              {formatLongDate(date, i18n.language) || t('content:unknownDate')}
            </time>
            <span>{t('content:minRead', { minutes: post.read_time || 5 })}</span>
            <BlogPostTranslationLink post={post} />
          </Meta>
          {post.tags.length > 0 && (
            <Tags aria-label={t('tags')}>
              {post.tags.map((tag) => (
                <li key={tag}>#{tag}</li>
              ))}
            </Tags>
          )}
        </Header>
        <Summary aria-labelledby="post-summary">
          <SummaryTitle id="post-summary">{t('summary')}</SummaryTitle>
          <p lang={contentLang}>{post.excerpt}</p>
        </Summary>
        <div lang={contentLang}>
          <Markdown>{post.content}</Markdown>
        </div>
      </article>
    </Main>
  );
}
