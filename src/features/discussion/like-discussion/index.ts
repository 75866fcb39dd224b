export { LikeDiscussionButton } from './ui/LikeDiscussionButton';
export type { LikeDiscussionButtonProps } from './ui/LikeDiscussionButton';
export { LikePostButton } from './ui/LikePostButton';
export type { LikePostButtonProps } from './ui/LikePostButton';
export type { LikeTarget } from './model/useLikeWrite';
export { useMyCommentLikes, useMyDiscussionLikes } from './model/useMyLikes';
export { prefetchPostLikes } from './model/prefetchPostLikes';
export type { LikedPost } from './model/prefetchPostLikes';
