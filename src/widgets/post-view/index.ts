export { PostView } from './ui/PostView';
export type { PostViewBackLink, PostViewPost, PostViewProps } from './ui/PostView';
export { PostViewProblem } from './ui/PostViewProblem';
export type { PostViewProblemProps } from './ui/PostViewProblem';
export { PostViewSkeleton } from './ui/PostViewSkeleton';
export type { PostViewSkeletonProps } from './ui/PostViewSkeleton';
