import type { ReactNode } from 'react';
import type { PagedLimit } from '@/shared/lib/url-filters';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { PageSection } from '@/shared/ui/page-section';

interface PagedSectionProps<Item> {
  title: string;
  /** Said when there is nothing to list. */
  empty: string;
  /** The items fetched, up to `paging.fetchLimit`. */
  items: readonly Item[];
  paging: PagedLimit;
  busy: boolean;
  moreLabel: string;
  /** Renders the items shown (at most `paging.limit`). */
  children: (shown: readonly Item[]) => ReactNode;
}

/** A section of an author's or member's page: their items a page at a time, "Load more" while more are left. */
export function PagedSection<Item>({ title, empty, items, paging, busy, moreLabel, children }: PagedSectionProps<Item>) {
  const { shown, hasMore } = paging.page(items);
  return (
    <PageSection title={title}>
      {shown.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        <div>
          {children(shown)}
          <LoadMore hasMore={hasMore} busy={busy} label={moreLabel} onMore={paging.loadMore} />
        </div>
      )}
    </PageSection>
  );
}
