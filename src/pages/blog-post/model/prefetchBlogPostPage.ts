import { prefetchCommentThread } from '@/widgets/comment-thread';
import type { PagePrefetch } from '@/shared/api';
import { isUuid } from '@/shared/lib/uuid';
import { BlogPostLegacyQuery, BlogPostPageQuery } from '../api/blogPostQueries';

/** The post by its slug (or its old address's id), then its comments and like count (BlogPostPage's queries). */
export const prefetchBlogPostPage: PagePrefetch = async (context) => {
  const slug = context.params.slug ?? '';
  if (isUuid(slug)) return context.query(BlogPostLegacyQuery, { id: slug });
  const post = (await context.query(BlogPostPageQuery, { slug }))?.blog_posts[0];
  if (post) await prefetchCommentThread(context, { blogPostId: post.id });
};
