import { Button } from '../button';
import { MoreRow } from './LoadMore.styles';

export interface LoadMoreProps {
  /** More items match than are shown: the button is offered. */
  hasMore: boolean;
  /** The next page is loading: the button waits. */
  busy: boolean;
  label: string;
  onMore: () => void;
}

/** Under a public list: "Load more" while more items match (nothing once all are shown). */
export function LoadMore({ hasMore, busy, label, onMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <MoreRow>
      <Button variant="ghost" disabled={busy} aria-busy={busy || undefined} onClick={onMore}>
        {label}
      </Button>
    </MoreRow>
  );
}
