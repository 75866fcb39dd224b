import { useMutation, type CombinedError } from 'urql';
import type { DiscussionTarget } from '@/entities/discussion';
import {
  LikeDiscussionCommentDeleteMutation,
  LikeDiscussionCommentInsertMutation,
  LikeDiscussionDeleteMutation,
  LikeDiscussionInsertMutation,
} from '../api/likeMutations';

/** What a like is for: a discussion or one of its comments. */
export type LikeTarget = DiscussionTarget;

/** Writes (true) or removes (false) the member's like of the target; resolves to the API's error, if any. */
export function useLikeWrite(target: LikeTarget, userId: string) {
  const [, likeDiscussion] = useMutation(LikeDiscussionInsertMutation);
  const [, unlikeDiscussion] = useMutation(LikeDiscussionDeleteMutation);
  const [, likeComment] = useMutation(LikeDiscussionCommentInsertMutation);
  const [, unlikeComment] = useMutation(LikeDiscussionCommentDeleteMutation);

  return async (like: boolean): Promise<CombinedError | undefined> => {
    if ('discussionId' in target) {
      const { discussionId } = target;
      return (like ? await likeDiscussion({ discussionId }) : await unlikeDiscussion({ discussionId, userId })).error;
    }
    const { commentId } = target;
    return (like ? await likeComment({ commentId }) : await unlikeComment({ commentId, userId })).error;
  };
}
