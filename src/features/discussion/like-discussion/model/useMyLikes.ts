import { useMemo } from 'react';
import { useSubscription } from 'urql';
import { commentTargetWhere, type CommentTarget } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { LikeDiscussionMineSubscription, LikeDiscussionMyCommentLikesSubscription } from '../api/myLikesSubscriptions';

/** The ids among `discussionIds` the signed-in member likes, kept live; empty for visitors. */
export function useMyDiscussionLikes(discussionIds: readonly string[]): ReadonlySet<string> {
  const userId = useSession().user?.id;
  const [result] = useSubscription({
    query: LikeDiscussionMineSubscription,
    variables: { userId: userId ?? '', discussionIds: [...discussionIds] },
    pause: !userId || discussionIds.length === 0,
  });
  const rows = userId ? result.data?.discussion_likes : undefined;
  return useMemo(() => new Set(rows?.map((row) => row.discussion_id)), [rows]);
}

/** The ids of the comments (of a discussion, article or blog post) the signed-in member likes, kept live; empty for visitors. */
export function useMyCommentLikes(target: CommentTarget): ReadonlySet<string> {
  const userId = useSession().user?.id;
  const comments = useMemo(() => commentTargetWhere(target), [target]);
  const [result] = useSubscription({
    query: LikeDiscussionMyCommentLikesSubscription,
    variables: { userId: userId ?? '', comments },
    pause: !userId,
  });
  const rows = userId ? result.data?.discussion_comment_likes : undefined;
  return useMemo(() => new Set(rows?.map((row) => row.comment_id)), [rows]);
}
