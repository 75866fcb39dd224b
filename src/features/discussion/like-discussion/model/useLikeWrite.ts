import { useMutation, type CombinedError } from 'urql';
import type { DiscussionTarget } from '@/entities/discussion';
import {
  LikeArticleDeleteMutation,
  LikeArticleInsertMutation,
  LikeBlogPostDeleteMutation,
  LikeBlogPostInsertMutation,
  LikeDiscussionCommentDeleteMutation,
  LikeDiscussionCommentInsertMutation,
  LikeDiscussionDeleteMutation,
  LikeDiscussionInsertMutation,
} from '../api/likeMutations';

/** What a like is for: a discussion, a comment, an article or a blog post. */
export type LikeTarget = DiscussionTarget | { articleId: string } | { blogPostId: string };

/** Writes (true) or removes (false) the member's like of the target; resolves to the API's error, if any. */
export function useLikeWrite(target: LikeTarget, userId: string) {
  const [, likeDiscussion] = useMutation(LikeDiscussionInsertMutation);
  const [, unlikeDiscussion] = useMutation(LikeDiscussionDeleteMutation);
  const [, likeComment] = useMutation(LikeDiscussionCommentInsertMutation);
  const [, unlikeComment] = useMutation(LikeDiscussionCommentDeleteMutation);
  const [, likeArticle] = useMutation(LikeArticleInsertMutation);
  const [, unlikeArticle] = useMutation(LikeArticleDeleteMutation);
  const [, likeBlogPost] = useMutation(LikeBlogPostInsertMutation);
  const [, unlikeBlogPost] = useMutation(LikeBlogPostDeleteMutation);

  return async (like: boolean): Promise<CombinedError | undefined> => {
    if ('discussionId' in target) {
      const { discussionId } = target;
      return (like ? await likeDiscussion({ discussionId }) : await unlikeDiscussion({ discussionId, userId })).error;
    }
    if ('articleId' in target) {
      const { articleId } = target;
      return (like ? await likeArticle({ articleId }) : await unlikeArticle({ articleId, userId })).error;
    }
    if ('blogPostId' in target) {
      const { blogPostId } = target;
      return (like ? await likeBlogPost({ blogPostId }) : await unlikeBlogPost({ blogPostId, userId })).error;
    }
    const { commentId } = target;
    return (like ? await likeComment({ commentId }) : await unlikeComment({ commentId, userId })).error;
  };
}
