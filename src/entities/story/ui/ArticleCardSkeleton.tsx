import { CardSkeleton } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

/** Placeholder of an article card while it loads (hidden from assistive technology). */
export function ArticleCardSkeleton() {
  return (
    <CardSkeleton aria-hidden="true" data-testid="article-skeleton">
      <Skeleton width="5rem" />
      <Skeleton width="80%" height="1.4rem" />
      <Skeleton />
      <Skeleton width="60%" />
    </CardSkeleton>
  );
}
