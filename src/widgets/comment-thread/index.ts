export { CommentThread } from './ui/CommentThread';
export type { CommentThreadProps } from './ui/CommentThread';
