import { commentTargetWhere, type CommentTarget } from '@/entities/discussion';
import { prefetchPostLikes } from '@/features/discussion/like-discussion';
import { prefetchLive, type PrefetchContext } from '@/shared/api';
import { CommentCountSubscription, CommentThreadSubscription } from '../api/commentThreadQueries';

/** Top-level comments read per page: the newest first, then earlier ones on request. */
export const pageSize = 30;

/** The thread's filter (the item's top-level comments) and the variables of its first page and of its count. */
export function commentThreadVariables(target: CommentTarget) {
  const where = { _and: [commentTargetWhere(target), { parent_id: { _is_null: true } }] };
  return { where, thread: { where, limit: pageSize + 1 }, count: { where: commentTargetWhere(target) } };
}

/**
 * What a server render of the thread reads (CommentThread's queries, and with its heading the post's like count):
 * for the page of the item to issue before rendering.
 */
export function prefetchCommentThread(context: PrefetchContext, target: CommentTarget, { heading = true } = {}): Promise<unknown> {
  const variables = commentThreadVariables(target);
  return Promise.all([
    prefetchLive(context, CommentThreadSubscription, variables.thread),
    prefetchLive(context, CommentCountSubscription, variables.count),
    heading && !('discussionId' in target) ? prefetchPostLikes(context, target) : undefined,
  ]);
}
