export { ArticleCard } from './ui/ArticleCard';
export type { ArticleCardProps } from './ui/ArticleCard';
export { ArticleCardSkeleton } from './ui/ArticleCardSkeleton';
export { ArticleTranslationLink } from './ui/ArticleTranslationLink';
