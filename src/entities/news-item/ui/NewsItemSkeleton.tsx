import { Skeleton } from '@/shared/ui/skeleton';
import { SkeletonItem } from './NewsItem.styles';

/** Placeholder of a news item while the feed loads. */
export function NewsItemSkeleton() {
  return (
    <SkeletonItem aria-hidden="true" data-testid="news-skeleton">
      <Skeleton width="30%" height="0.8rem" />
      <Skeleton width="90%" />
    </SkeletonItem>
  );
}
