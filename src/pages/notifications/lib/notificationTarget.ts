/** What a notification points at, as its query reads it. */
export interface NotificationTargetFields {
  comment_id?: string | null;
  discussion_id?: string | null;
  article?: { slug: string } | null;
  blog_post?: { slug: string } | null;
}

/** The address of what a notification is about: the item's page, at the comment when there is one. */
export function notificationPath(target: NotificationTargetFields): string | null {
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
