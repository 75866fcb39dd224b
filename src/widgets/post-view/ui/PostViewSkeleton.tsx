import { Page } from '@/shared/ui/page';
import { Skeleton } from '@/shared/ui/skeleton';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

export interface PostViewSkeletonProps {
  /** Announced to screen readers, e.g. 'Loading article...'. */
  label: string;
  /** Same layout as the PostView it stands for. */
  coverFirst?: boolean;
}

/** The post view's placeholder while the post loads. */
export function PostViewSkeleton({ label, coverFirst = false }: PostViewSkeletonProps) {
  const cover = <Skeleton height="16rem" radius="0.75rem" />;
  return (
    <Page width="reading" spacing="tight" aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {coverFirst && cover}
      <Skeleton width="6rem" />
      <Skeleton width="85%" height="2.5rem" />
      {!coverFirst && cover}
      <Skeleton />
      <Skeleton width="90%" />
    </Page>
  );
}
