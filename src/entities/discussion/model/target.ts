/** What a member acts on in the forum: a discussion (with its comments) or one comment. */
export type DiscussionItemKind = 'discussion' | 'comment';

/** A discussion or one of its comments, by id (what a like or a delete is for). */
export type DiscussionTarget = { discussionId: string } | { commentId: string };
