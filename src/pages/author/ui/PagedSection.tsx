import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeysetPages } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '@/shared/ui/alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { LoadMore } from '@/shared/ui/load-more';
import { PageSection } from '@/shared/ui/page-section';

interface PagedSectionProps<Item> {
  title: string;
  /** Said when there is nothing to list. */
  empty: string;
  /** The items read so far, a keyset page at a time. */
  list: KeysetPages<Item>;
  busy: boolean;
  moreLabel: string;
  /** Renders the items shown. */
  children: (shown: readonly Item[]) => ReactNode;
}

/** A section of an author's or member's page: their items a page at a time, "Load more" while more are left. */
export function PagedSection<Item>({ title, empty, list, busy, moreLabel, children }: PagedSectionProps<Item>) {
  const { t } = useTranslation('content');
  const shown = list.shown ?? [];
  return (
    <PageSection title={title}>
      {shown.length === 0 ? (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      ) : (
        <div>
          {children(shown)}
          {list.error && (
            <RetryAlert onRetry={list.retry} retryLabel={t('retry')}>
              {t('loadMoreFailed', { message: apiErrorMessage(list.error) })}
            </RetryAlert>
          )}
          <LoadMore hasMore={list.hasMore} busy={busy || list.fetching} label={moreLabel} onMore={list.loadMore} />
        </div>
      )}
    </PageSection>
  );
}
