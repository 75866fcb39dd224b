export { LikeDiscussionButton } from './ui/LikeDiscussionButton';
export type { LikeDiscussionButtonProps } from './ui/LikeDiscussionButton';
export type { LikeTarget } from './model/useLikeWrite';
export { useMyCommentLikes, useMyDiscussionLikes } from './model/useMyLikes';
