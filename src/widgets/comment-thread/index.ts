export { CommentThread } from './ui/CommentThread';
export type { CommentThreadProps } from './ui/CommentThread';
export { prefetchCommentThread } from './model/threadQueries';
