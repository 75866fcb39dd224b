import { useMemo } from 'react';
import { useSubscription } from 'urql';
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

/** The ids of the comments of a discussion the signed-in member likes, kept live; empty for visitors. */
export function useMyCommentLikes(discussionId: string): ReadonlySet<string> {
  const userId = useSession().user?.id;
  const [result] = useSubscription({
    query: LikeDiscussionMyCommentLikesSubscription,
    variables: { userId: userId ?? '', discussionId },
    pause: !userId,
  });
  const rows = userId ? result.data?.discussion_comment_likes : undefined;
  return useMemo(() => new Set(rows?.map((row) => row.comment_id)), [rows]);
}
