/** What a member acts on in the forum: a discussion (with its comments) or one comment. */
export type DiscussionItemKind = 'discussion' | 'comment';

/** A discussion or one of its comments, by id (what a like or a delete is for). */
export type DiscussionTarget = { discussionId: string } | { commentId: string };

/** What comments belong to: a discussion, an article or a blog post (one comments table, one column each). */
export type CommentTarget = { discussionId: string } | { articleId: string } | { blogPostId: string };

/** The columns of a comment on the target, for its insert. */
export function commentTargetColumns(target: CommentTarget) {
  if ('discussionId' in target) return { discussion_id: target.discussionId };
  if ('articleId' in target) return { article_id: target.articleId };
  return { blog_post_id: target.blogPostId };
}

/** The `where` part that selects the comments of the target. */
export function commentTargetWhere(target: CommentTarget) {
  const [column, id] = Object.entries(commentTargetColumns(target))[0]!;
  return { [column]: { _eq: id } };
}
