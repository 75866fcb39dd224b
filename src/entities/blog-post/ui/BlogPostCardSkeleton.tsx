import { Skeleton } from '@/shared/ui';
import { SkeletonCard } from './BlogPostCard.styles';

/** Placeholder of a blog post card while the list loads. */
export function BlogPostCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true" data-testid="blog-post-skeleton">
      <Skeleton height="8rem" radius="0.5rem" />
      <Skeleton width="40%" />
      <Skeleton width="90%" height="1.3rem" />
      <Skeleton width="70%" />
    </SkeletonCard>
  );
}
