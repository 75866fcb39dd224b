export { NewsItem } from './ui/NewsItem';
export type { NewsItemProps } from './ui/NewsItem';
export { NewsItemSkeleton } from './ui/NewsItemSkeleton';
