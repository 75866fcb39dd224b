export { commentTextMaxLength, discussionTextMaxLength } from './config/limits';
export { discussionErrorText } from './lib/discussionErrorText';
export type { DiscussionItemKind, DiscussionTarget } from './model/target';
export { CommentItem } from './ui/CommentItem';
export type { CommentItemProps } from './ui/CommentItem';
export { DiscussionCard } from './ui/DiscussionCard';
export type { DiscussionCardProps } from './ui/DiscussionCard';
export { DiscussionCardSkeleton } from './ui/DiscussionCardSkeleton';
