import { useSubscription } from 'urql';
import { useSession } from '@/entities/session';
import { useLiveQuery } from '@/shared/api';
import {
  LikeArticleCountSubscription,
  LikeArticleMineSubscription,
  LikeBlogPostCountSubscription,
  LikeBlogPostMineSubscription,
} from '../api/myLikesSubscriptions';
import type { LikedPost } from '../model/prefetchPostLikes';
import { LikeDiscussionButton } from './LikeDiscussionButton';

export interface LikePostButtonProps {
  /** The article or blog post liked. */
  target: LikedPost;
  /** Opens the sign-in dialog when a visitor tries to like. */
  onSignIn: () => void;
}

/** Likes or unlikes an article or a blog post (one like per member), with its live count. */
export function LikePostButton({ target, onSignIn }: LikePostButtonProps) {
  const userId = useSession().user?.id;
  const article = 'articleId' in target ? target.articleId : null;
  const blogPost = 'blogPostId' in target ? target.blogPostId : null;
  const [articleCount] = useLiveQuery({ query: LikeArticleCountSubscription, variables: { articleId: article ?? '' }, pause: !article });
  const [postCount] = useLiveQuery({ query: LikeBlogPostCountSubscription, variables: { blogPostId: blogPost ?? '' }, pause: !blogPost });
  const [articleMine] = useSubscription({
    query: LikeArticleMineSubscription,
    variables: { articleId: article ?? '', userId: userId ?? '' },
    pause: !article || !userId,
  });
  const [postMine] = useSubscription({
    query: LikeBlogPostMineSubscription,
    variables: { blogPostId: blogPost ?? '', userId: userId ?? '' },
    pause: !blogPost || !userId,
  });
  const likes = (article ? articleCount.data?.article_likes_aggregate : postCount.data?.blog_post_likes_aggregate)?.aggregate?.count ?? 0;
  const liked = Boolean(userId) && (article ? articleMine.data?.article_likes : postMine.data?.blog_post_likes)?.length === 1;
  return <LikeDiscussionButton target={target} likes={likes} liked={liked} onSignIn={onSignIn} />;
}
