import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { PageSection } from '@/shared/ui/page-section';

interface PagedSectionProps<Item> {
  title: string;
  /** Said when there is nothing to list. */
  empty: string;
  /** The items fetched: one more than `limit` when more are left. */
  items: readonly Item[];
  limit: number;
  busy: boolean;
  moreLabel: string;
  onMore: () => void;
  /** Renders the items shown (at most `limit`). */
  children: (shown: readonly Item[]) => ReactNode;
}

/** A section of an author's or member's page: their items a page at a time, "Load more" while more are left. */
export function PagedSection<Item>({ title, empty, items, limit, busy, moreLabel, onMore, children }: PagedSectionProps<Item>) {
  return (
    <PageSection title={title}>
      {items.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        <div>
          {children(items.slice(0, limit))}
          <LoadMore hasMore={items.length > limit} busy={busy} label={moreLabel} onMore={onMore} />
        </div>
      )}
    </PageSection>
  );
}
