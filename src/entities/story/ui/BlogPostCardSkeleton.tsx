import { CardSkeleton } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

/** Placeholder of a blog post card while the list loads. */
export function BlogPostCardSkeleton() {
  return (
    <CardSkeleton aria-hidden="true" data-testid="blog-post-skeleton">
      <Skeleton height="8rem" radius="0.5rem" />
      <Skeleton width="40%" />
      <Skeleton width="90%" height="1.3rem" />
      <Skeleton width="70%" />
    </CardSkeleton>
  );
}
