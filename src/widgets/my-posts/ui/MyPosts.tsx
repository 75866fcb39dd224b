import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CategoryBadge } from '@/entities/category';
import { useSession } from '@/entities/session';
import { storyPath } from '@/entities/story';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { TextLink } from '@/shared/ui/text-link';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { MyPostsQuery } from '../api/myPostsQueries';
import { DeletePostDialog } from './DeletePostDialog';
import { ActionLink, Actions, Info, Item, List, Meta, Section, Status, TitleLink } from './MyPosts.styles';

interface PostSummary {
  id: string;
  title: string;
}

/** 'My posts': the signed-in member's drafts and published posts, each to edit or delete; nothing when signed out. */
export function MyPosts() {
  const { user } = useSession();
  return user ? <MyPostsList key={user.id} authorId={user.id} /> : null;
}

/** The posts of one member (the API shows others' drafts to no one). */
export function MyPostsList({ authorId }: { authorId: string }) {
  const { t } = useTranslation('my-posts');
  const format = useLocaleFormat();
  const headingId = useId();
  const [result, reexecute] = useQuery({
    query: MyPostsQuery,
    variables: { authorId },
    requestPolicy: 'cache-and-network',
  });
  const [deleting, setDeleting] = useState<PostSummary | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const posts = result.data?.blog_posts ?? [];

  const onDeleted = () => {
    setDeleted(deleting?.title ?? null);
    setDeleting(null);
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      <VisuallyHidden role="status">{deleted && t('deleted', { title: deleted })}</VisuallyHidden>
      {result.error && !result.data ? (
        <Alert
          action={
            <Button variant="ghost" onClick={() => reexecute()}>
              {t('retry')}
            </Button>
          }
        >
          {t('error', { message: apiErrorMessage(result.error) })}
        </Alert>
      ) : !result.data ? (
        <List aria-busy="true" aria-label={t('loading')}>
          {[0, 1].map((key) => (
            <li key={key}>
              <Skeleton height="4.5rem" />
            </li>
          ))}
        </List>
      ) : posts.length === 0 ? (
        <EmptyState>
          <p>{t('empty')}</p>
          <TextLink to="/write-blog">{t('write')}</TextLink>
        </EmptyState>
      ) : (
        <List aria-labelledby={headingId}>
          {posts.map((post) => (
            <Item key={post.id}>
              <Info>
                <TitleLink
                  to={post.published ? storyPath('blogPost', post.slug) : `/write-blog?edit=${post.id}`}
                  lang={format.langOf(post.language)}
                >
                  {post.title}
                </TitleLink>
                <Meta>
                  {post.hidden ? (
                    <Status $published={false} title={t('hiddenHint')}>
                      {t('hidden')}
                    </Status>
                  ) : (
                    <Status $published={post.published}>{post.published ? t('published') : t('draft')}</Status>
                  )}
                  <CategoryBadge category={post.category} />
                  <span>{t('updated', { date: format.shortDate(post.updated_at) })}</span>
                </Meta>
              </Info>
              <Actions>
                <ActionLink to={`/write-blog?edit=${post.id}`} aria-label={t('editLabel', { title: post.title })}>
                  {t('edit')}
                </ActionLink>
                <Button
                  variant="ghost"
                  aria-label={t('deleteLabel', { title: post.title })}
                  onClick={() => setDeleting({ id: post.id, title: post.title })}
                >
                  {t('delete')}
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      )}
      {deleting && <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </Section>
  );
}
