export { BlogPostCard } from './ui/BlogPostCard';
export type { BlogPostCardProps } from './ui/BlogPostCard';
export { BlogPostCardSkeleton } from './ui/BlogPostCardSkeleton';
export { BlogPostTranslationLink } from './ui/BlogPostTranslationLink';
