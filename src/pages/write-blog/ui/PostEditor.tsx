import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withContentScope } from '@/features/choose-content-language';
import { useLanguage } from '@/shared/lib/i18n';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { getAccessToken, useSession } from '@/entities/session';
import { useAdminCheck } from '@/features/admin-gate';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage, refusedByPermission, refusedConstraint } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { showToast } from '@/shared/ui/toast';
import { WriteBlogCategoriesQuery, WriteBlogCreatePostMutation, WriteBlogUpdatePostMutation } from '../api/writeBlogQueries';
import { draftStore } from '../model/draftStorage';
import type { PostFormValues } from '../model/postForm';
import { PostForm } from './PostForm';

export interface PostEditorProps {
  userId: string;
  /** The post being edited, or null for a new one. */
  postId: string | null;
  /** The saved post's values (or an empty form), used when no unsaved copy is kept. */
  saved: PostFormValues;
}

/**
 * The columns a member may write (hasura/metadata: blog_posts, role user), trimmed as the database counts them; an
 * admin (role site_admin) also features the post and names themselves its author (site_admin has no preset).
 */
function postInput(values: PostFormValues, admin: { userId: string } | null) {
  const post = {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    content: values.content.trim(),
    image_url: values.imageUrl,
    category_id: values.categoryId,
    tags: values.tags,
    published: values.published,
    language: values.language,
  };
  return admin ? { ...post, featured: values.featured, author_id: admin.userId } : post;
}

/** The toast's text key after saving: what changed for readers. */
function savedKey(storedPublished: boolean, published: boolean): 'published' | 'updated' | 'unpublished' | 'draft' {
  if (published) return storedPublished ? 'updated' : 'published';
  return storedPublished ? 'unpublished' : 'draft';
}

/** Loads the categories, keeps the unsaved copy, saves the post and goes to /blog, or a draft to /profile. */
export function PostEditor({ userId, postId, saved }: PostEditorProps) {
  const { t } = useTranslation('write-blog');
  const navigate = useNavigate();
  const language = useLanguage();
  const draft = useMemo(() => draftStore(userId, postId), [userId, postId]);
  const [start, setStart] = useState(() => {
    const kept = draft.read();
    return { values: kept ?? saved, restored: kept !== null, version: 0 };
  });
  const [categories, refetchCategories] = useQuery({ query: WriteBlogCategoriesQuery });
  const [, createPost] = useMutation(WriteBlogCreatePostMutation);
  const [, updatePost] = useMutation(WriteBlogUpdatePostMutation);
  // Only admins feature posts; they save as site_admin, the one role the API lets write `featured`.
  const admin = useAdminCheck() === 'admin';
  const { user } = useSession();
  const storedPublished = postId !== null && saved.published;

  const failure = (error: CombinedError) => {
    const constraint = refusedConstraint(apiErrorMessage(error));
    // A post moderators hid stays unpublished (CHECK blog_posts_hidden_unpublished): say so, not the database's words.
    if (constraint === 'blog_posts_hidden_unpublished') return t('errors.hiddenByModerators');
    // The member's budget of posts or edits (triggers blog_posts_budget, migration 1795305602000) is spent.
    if (constraint === 'blog_posts_budget') return t('errors.budget');
    // A moderator suspended the member (trigger blog_posts_member_suspended, migration 1795305603300).
    if (constraint === 'blog_posts_member_suspended') return t('errors.suspended');
    // Until the member confirms their address, publishing is refused by the permission check (issue 32).
    if (refusedByPermission(error) && user?.emailVerified !== true) return t('errors.confirmEmail');
    return t('errors.saveFailedWith', { message: apiErrorMessage(error) });
  };

  /** Writes the post; the stored post's slug and state, or an error text. */
  const persist = async (post: ReturnType<typeof postInput>): Promise<{ slug: string; published: boolean } | string> => {
    const context = admin ? siteAdminContext : undefined;
    if (postId) {
      const result = await updatePost({ id: postId, post }, context);
      if (result.error) return failure(result.error);
      // No row: the post is gone or not this member's (the API filters by author).
      return result.data?.update_blog_posts_by_pk ?? t('errors.saveFailed');
    }
    const result = await createPost({ post }, context);
    if (result.error) return failure(result.error);
    return result.data?.insert_blog_posts_one ?? t('errors.saveFailed');
  };

  const save = async (values: PostFormValues): Promise<string | null> => {
    // Without a session the text stays here and in the browser copy; the page asks to log in again.
    if (!(await getAccessToken())) return t('errors.notSignedIn');
    const stored = await persist(postInput(values, admin ? { userId } : null));
    if (typeof stored === 'string') return stored;
    draft.clear();
    showToast(t(`saved.${savedKey(storedPublished, stored.published)}`));
    // A published post goes to the blog, as the spec has it (its card links to the slug the database kept), showing
    // every language when the post is not in the reader's; a draft to the author's own posts, where it is marked as
    // a draft, since the blog shows published posts only.
    const scope = values.language === language ? 'mine' : 'all';
    void navigate(stored.published ? withContentScope('/blog', scope) : '/profile');
    return null;
  };

  const discard = () => {
    draft.clear();
    setStart((current) => ({ values: saved, restored: false, version: current.version + 1 }));
  };

  return (
    <PostForm
      key={start.version}
      initialValues={start.values}
      categories={categories.data?.categories ?? []}
      categoriesProblem={
        categories.error && (
          <Alert
            action={
              <Button variant="ghost" onClick={() => refetchCategories()}>
                {t('errors.retry')}
              </Button>
            }
          >
            {t('errors.categoriesFailed')}
          </Alert>
        )
      }
      onSave={save}
      onChange={draft.write}
      storedPublished={storedPublished}
      canFeature={admin}
      notice={
        start.restored && (
          <Alert
            tone="info"
            action={
              <Button variant="ghost" onClick={discard}>
                {t('actions.discard')}
              </Button>
            }
          >
            {t('restored')}
          </Alert>
        )
      }
    />
  );
}
