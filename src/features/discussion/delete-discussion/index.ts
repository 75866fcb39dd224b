export { DeleteDiscussionButton } from './ui/DeleteDiscussionButton';
export type { DeleteDiscussionButtonProps } from './ui/DeleteDiscussionButton';
