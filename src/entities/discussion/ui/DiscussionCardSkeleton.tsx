import { CardSkeleton } from '@/shared/ui/card';
import { Skeleton } from '@/shared/ui/skeleton';

/** The shape of a discussion card while the list loads. */
export function DiscussionCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton width="12rem" height="2.5rem" radius="1.25rem" />
      <Skeleton height="1rem" />
      <Skeleton width="70%" height="1rem" />
    </CardSkeleton>
  );
}
