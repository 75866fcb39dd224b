import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { StoryTranslationLink } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { isUuid } from '@/shared/lib/uuid';
import { PostView, PostViewProblem, PostViewSkeleton } from '@/widgets/post-view';
import { BlogPostPageQuery } from '../api/blogPostQueries';

export function BlogPostPage() {
  const { t } = useTranslation(['blog', 'content']);
  const { id } = useParams();
  const valid = isUuid(id);
  const [result, reexecute] = useQuery({
    query: BlogPostPageQuery,
    variables: { id: id ?? '' },
    pause: !valid,
  });
  const post = result.data?.blog_posts_by_pk;
  useDocumentTitle(post ? t('postTitle', { title: post.title }) : t('documentTitle'), post?.excerpt);
  const back = { to: '/blog', label: t('backToBlog') };

  if (valid && result.fetching && !result.data) {
    return <PostViewSkeleton label={t('loadingPost')} coverFirst />;
  }
  if (valid && result.error) {
    return (
      <PostViewProblem
        title={t('errorTitle')}
        message={apiErrorMessage(result.error)}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        back={back}
      />
    );
  }
  if (!post) {
    return <PostViewProblem title={t('notFoundTitle')} message={t('notFoundText')} back={back} />;
  }

  return (
    <PostView
      post={{
        title: post.title,
        language: post.language,
        content: post.content,
        excerpt: post.excerpt,
        imageUrl: post.image_url,
        author: post.author?.display_name || post.author?.username,
        date: post.published_at ?? post.created_at,
        readTime: post.read_time,
      }}
      category={<CategoryBadge category={post.category} />}
      summaryTitle={t('summary')}
      meta={<StoryTranslationLink kind="blogPost" story={post} />}
      tags={{ label: t('tags'), values: post.tags }}
      back={back}
      coverFirst
    />
  );
}
