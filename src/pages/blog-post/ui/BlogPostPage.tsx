import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { memberPath, namedTags, storyPath, StoryTranslationLink, useStoryPageMeta, useStoryRedirect } from '@/entities/story';
import { CategoryBadge } from '@/entities/category';
import { HiddenMark } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { BookmarkButton } from '@/features/bookmark-item';
import { ReportButton } from '@/features/discussion/report-content';
import { openSignInDialog } from '@/features/sign-in';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle, useHttpStatus } from '@/shared/lib/page-head';
import { siteAdminContext } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { useSiteOrigin } from '@/shared/lib/render-env';
import { isUuid } from '@/shared/lib/uuid';
import { Alert } from '@/shared/ui/alert';
import { TextLink } from '@/shared/ui/text-link';
import { CommentThread } from '@/widgets/comment-thread';
import { PostView, PostViewProblem, PostViewSkeleton } from '@/widgets/post-view';
import { BlogPostLegacyQuery, BlogPostPageQuery } from '../api/blogPostQueries';

export function BlogPostPage() {
  const { t } = useTranslation(['blog', 'content']);
  const { slug = '' } = useParams();
  const { user, isAdmin } = useSession();
  const origin = useSiteOrigin();
  const userId = user?.id;
  // An old address, /blog/<uuid>: the post is looked up by id and the page moves to its slug address.
  const legacyId = isUuid(slug) ? slug : null;
  const [result, reexecute] = useQuery({
    query: BlogPostPageQuery,
    variables: { slug },
    pause: legacyId !== null,
    // Moderators read the post as site_admin, so one they hid (a report's "Open the item") opens for them too.
    ...(isAdmin ? { context: siteAdminContext, requestPolicy: 'cache-and-network' as const } : {}),
  });
  const [legacy, reexecuteLegacy] = useQuery({ query: BlogPostLegacyQuery, variables: { id: legacyId ?? '' }, pause: legacyId === null });
  const canonicalSlug = legacyId ? legacy.data?.blog_posts_by_pk?.slug : undefined;
  useStoryRedirect('blogPost', canonicalSlug);
  const lookup = legacyId ? legacy : result;
  const post = legacyId ? undefined : result.data?.blog_posts[0];
  const loading = (lookup.fetching && !lookup.data) || canonicalSlug !== undefined;
  const deleted = isDeletedMember(post?.author_id);
  useHttpStatus(!loading && !lookup.error && !post ? 404 : 200);
  useStoryPageMeta(
    { kind: 'blogPost', story: post },
    post && {
      slug,
      title: post.title,
      excerpt: post.excerpt,
      imageUrl: post.image_url,
      publishedAt: post.published_at,
      updatedAt: post.updated_at,
      author: deleted ? t('content:deletedMember') : post.author?.display_name,
      language: post.language,
      tags: post.tag_names,
    },
  );
  useDocumentTitle(post ? t('postTitle', { title: post.title }) : t('documentTitle'), post?.excerpt);
  const back = { to: '/blog', label: t('backToBlog') };

  if (loading) {
    return <PostViewSkeleton label={t('loadingPost')} coverFirst />;
  }
  if (lookup.error) {
    return (
      <PostViewProblem
        title={t('errorTitle')}
        message={apiErrorMessage(lookup.error)}
        onRetry={() => (legacyId ? reexecuteLegacy : reexecute)()}
        back={back}
      />
    );
  }
  if (!post) {
    return <PostViewProblem title={t('notFoundTitle')} message={t('notFoundText')} back={back} />;
  }

  const own = userId !== undefined && post.author_id === userId;
  return (
    <PostView
      notice={own && !post.published && <Alert tone="warning">{t('content:draftBanner')}</Alert>}
      post={{
        title: post.title,
        language: post.language,
        content: post.content,
        excerpt: post.excerpt,
        imageUrl: post.image_url,
        author: deleted ? t('content:deletedMember') : post.author?.display_name || post.author?.username,
        authorHref: post.author && !deleted ? memberPath(post.author.username) : undefined,
        date: post.published_at ?? post.created_at,
        readTime: post.read_time,
      }}
      category={<CategoryBadge category={post.category} />}
      summaryTitle={t('summary')}
      meta={
        <>
          {post.hidden && <HiddenMark />}
          <StoryTranslationLink kind="blogPost" story={post} />
          <BookmarkButton target={{ kind: 'blogPost', id: post.id }} onSignIn={() => openSignInDialog('login', 'bookmark')} />
          {own && <TextLink to={`/write-blog?edit=${post.id}`}>{t('content:edit')}</TextLink>}
          {/* Members report others' posts to the moderators. */}
          {userId && post.author_id !== userId && <ReportButton kind="blogPost" id={post.id} />}
        </>
      }
      tags={{ label: t('tags'), values: namedTags(post.tags, post.tag_names) }}
      // A draft has no public address to pass on.
      shareUrl={post.published ? `${origin}${storyPath('blogPost', slug)}` : undefined}
      back={back}
      after={<CommentThread target={{ blogPostId: post.id }} />}
      coverFirst
    />
  );
}
