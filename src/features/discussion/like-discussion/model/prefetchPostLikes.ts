import { prefetchLive, type PrefetchContext } from '@/shared/api';
import { LikeArticleCountSubscription, LikeBlogPostCountSubscription } from '../api/myLikesSubscriptions';

/** The liked article or blog post (LikePostButton's target). */
export type LikedPost = { articleId: string } | { blogPostId: string };

/** The live like count LikePostButton reads of `target`, for a server render to issue before rendering the post. */
export function prefetchPostLikes(context: PrefetchContext, target: LikedPost): Promise<unknown> {
  return 'articleId' in target
    ? prefetchLive(context, LikeArticleCountSubscription, { articleId: target.articleId })
    : prefetchLive(context, LikeBlogPostCountSubscription, { blogPostId: target.blogPostId });
}
