/** Where a comment or the item it is on lives, as queries read it (a notification, a report's comment). */
export interface ItemPathFields {
  comment_id?: string | null;
  discussion_id?: string | null;
  article?: { slug: string } | null;
  blog_post?: { slug: string } | null;
}

/** The address of a discussion, article or blog post, at the comment when there is one; null when it cannot be read. */
export function itemPath(target: ItemPathFields): string | null {
  const item = target.discussion_id
    ? `/discussion/${target.discussion_id}`
    : target.article
      ? `/article/${target.article.slug}`
      : target.blog_post
        ? `/blog/${target.blog_post.slug}`
        : null;
  if (!item) return null;
  return target.comment_id ? `${item}#comment-${target.comment_id}` : item;
}
