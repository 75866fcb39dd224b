import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { isLanguage } from '@/shared/lib/i18n';
import { isUuid } from '@/shared/lib/uuid';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { TextLink } from '@/shared/ui/text-link';
import { WriteBlogPostQuery } from '../api/writeBlogQueries';
import { PostEditor } from './PostEditor';
import { Panel } from './WriteBlogPage.styles';

export interface EditPostProps {
  userId: string;
  postId: string;
}

/** /write-blog?edit=<id>: loads the member's own post into the same form. */
export function EditPost({ userId, postId }: EditPostProps) {
  const { t } = useTranslation('write-blog');
  const valid = isUuid(postId);
  const [result, reexecute] = useQuery({
    query: WriteBlogPostQuery,
    variables: { id: postId },
    pause: !valid,
    // Always the stored version: another tab may have saved it meanwhile (a cached one waits for the server's).
    requestPolicy: 'cache-and-network',
  });
  const post = result.data?.blog_posts_by_pk;

  if (valid && ((result.fetching && !result.data) || result.stale)) return <Spinner label={t('loadingPost')} />;
  if (valid && result.error) {
    return (
      <Panel>
        <h2>{t('errors.loadFailedTitle')}</h2>
        <Alert
          action={
            <Button variant="ghost" onClick={() => reexecute()}>
              {t('errors.retry')}
            </Button>
          }
        >
          {apiErrorMessage(result.error)}
        </Alert>
      </Panel>
    );
  }
  // Others' published posts are readable, but the API lets a member change only their own.
  if (!post || post.author_id !== userId) {
    return (
      <Panel>
        <h2>{t('errors.notFoundTitle')}</h2>
        <p>{t('errors.notFoundText')}</p>
        <TextLink to="/write-blog">{t('newPost')}</TextLink>
      </Panel>
    );
  }
  return (
    <PostEditor
      userId={userId}
      postId={post.id}
      saved={{
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        imageUrl: post.image_url ?? null,
        categoryId: post.category_id ?? '',
        tags: post.tag_names,
        featured: post.featured,
        published: post.published,
        language: isLanguage(post.language) ? post.language : 'en',
      }}
    />
  );
}
