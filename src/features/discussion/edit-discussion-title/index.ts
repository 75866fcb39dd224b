export { EditDiscussionTitle } from './ui/EditDiscussionTitle';
export type { EditDiscussionTitleProps } from './ui/EditDiscussionTitle';
