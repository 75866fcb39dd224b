import type { ReactNode } from 'react';
import { RetryAlert, type AlertTone } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { DataTable, ListFooter } from '@/shared/ui/data-table';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { EmptyState } from '@/shared/ui/empty-state';
import { Muted } from '@/shared/ui/layout';
import { LoadingLine } from '@/shared/ui/loading-line';
import type { ListTranslator } from '../lib/listWords';

/** A message about what the administrator just did (saved, deleted, failed), shown above the list until dismissed. */
export interface AdminListNotice {
  tone: AlertTone;
  text: string;
}

/** One column of the table: its heading and what a row shows in it. */
export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

/** A date cell: the time, muted, as the page words it. */
export function TimeCell({ at, children }: { at: string; children: ReactNode }) {
  return (
    <Muted as="time" dateTime={at}>
      {children}
    </Muted>
  );
}

/** The list's state as useAdminListQuery reads it. */
export interface AdminListState<Row> {
  /** The rows loaded so far; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  /** How many rows match the filters (the footer's count and "Load more"). */
  matching: number;
  /** A request is running (the table dims; "Load more" waits). */
  fetching: boolean;
  /** The text of the failure to show with its retry button; null when there is none to show. */
  failure: string | null;
  onRetry: () => void;
  onMore: () => void;
}

export interface AdminListProps<Row> extends AdminListState<Row> {
  notice?: AdminListNotice | null;
  onDismissNotice?: () => void;
  /** The accessible name of the notice's dismiss button. */
  dismissLabel?: string;
  /** What an empty list says and offers (its text and action). */
  empty: ReactNode;
  /** The table's minimum width before it scrolls sideways. */
  minWidth: string;
  columns: AdminColumn<Row>[];
  /** The page's translator for the list's words (the same keys in each list namespace). */
  t: ListTranslator;
  /** The table's caption when it is not the page's table.caption. */
  caption?: ReactNode;
}

/**
 * The body of an administrator's list page (articles, events, members): the notice, the failure with its retry,
 * the loading line, the empty state, then the table of the page's columns and its "Load more" footer.
 */
export function AdminList<Row extends { id: string }>({
  rows,
  matching,
  fetching,
  failure,
  onRetry,
  notice,
  onDismissNotice,
  dismissLabel = '',
  empty,
  minWidth,
  columns,
  onMore,
  t,
  caption = t('table.caption'),
}: AdminListProps<Row>) {
  return (
    <>
      {notice && (
        <DismissibleAlert tone={notice.tone} dismissLabel={dismissLabel} onDismiss={() => onDismissNotice?.()}>
          {notice.text}
        </DismissibleAlert>
      )}
      {failure && (
        <RetryAlert onRetry={onRetry} retryLabel={t('retry')}>
          {failure}
        </RetryAlert>
      )}
      {!rows && !failure && <LoadingLine label={t('loading')} />}
      {rows && rows.length === 0 && <EmptyState>{empty}</EmptyState>}
      {rows && rows.length > 0 && (
        <>
          <DataTable
            label={t('table.region')}
            caption={caption}
            columns={columns.map((column) => column.header)}
            minWidth={minWidth}
            busy={fetching}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column, index) => (
                  <td key={index}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </DataTable>
          <ListFooter>
            <span>{t('showing', { shown: rows.length, count: matching })}</span>
            {rows.length < matching && (
              <Button variant="ghost" disabled={fetching} onClick={onMore}>
                {t('loadMore')}
              </Button>
            )}
          </ListFooter>
        </>
      )}
    </>
  );
}
