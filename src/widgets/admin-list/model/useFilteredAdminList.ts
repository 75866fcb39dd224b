import { useRef, useState } from 'react';
import { useMutation, type TypedDocumentNode } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { useDebouncedValue } from '@/shared/lib/timing';
import { useUrlFilters } from '@/shared/lib/url-filters';
import type { FilteredListTranslator } from '../lib/listWords';
import type { AdminListNotice } from '../ui/AdminList';
import { useAdminListQuery, type AdminListQueryArgs, type ListRow } from './useAdminListQuery';
import { useRowActions, type RowActionWords } from './useRowActions';

const SEARCH_DELAY_MS = 300;

export interface FilteredAdminListArgs<Status extends string, Key extends string, Row extends ListRow, Where, Data, Target> extends Pick<
  AdminListQueryArgs<Key, Row, Where, Data>,
  'query' | 'rows'
> {
  /** Rows per page of the table (50 unless given); "Load more" asks for this many more. */
  pageSize?: number;
  /** The page's translator: the list's words are the same keys in each list namespace. */
  t: FilteredListTranslator<Status>;
  /** The status choices, the default ('all') first. */
  statuses: readonly [Status, ...Status[]];
  /** The query's where clause from the search and the status. */
  filter: (choice: { search: string; status: Status }) => Where;
  /** The mutation that deletes a row by its id, and what its outcome says. */
  remove: TypedDocumentNode<object, { id: string }>;
  removed: RowActionWords;
  /** What the list tells first, until dismissed or replaced by an action's outcome. */
  notice?: AdminListNotice | null;
  /** The delete confirmation's question about the row. */
  confirmText: (target: Target) => string;
}

/**
 * A searchable admin list with a status choice and a delete per row: the filters kept in the address (the search
 * applied once typing pauses), its pages as site_admin, the notice of the rows' actions and the delete's confirmation.
 */
export function useFilteredAdminList<
  Status extends string,
  Key extends string,
  Row extends ListRow,
  Where,
  Data,
  Target extends { id: string },
>({
  t,
  statuses,
  filter,
  remove,
  removed,
  confirmText,
  notice,
  pageSize = 50,
  ...query
}: FilteredAdminListArgs<Status, Key, Row, Where, Data, Target>) {
  const filters = useUrlFilters(statuses);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const list = useAdminListQuery({
    ...query,
    pageSize,
    where: filter({ search, status: filters.status }),
    failed: (message) => t('loadFailed', { message }),
  });
  const actions = useRowActions(list.reload, notice);
  const [, deleteRow] = useMutation(remove);
  const [toDelete, setToDelete] = useState<Target | null>(null);
  // After a delete, focus goes to the search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const confirmDelete = async ({ id }: Target) => {
    await actions.run(id, () => deleteRow({ id }, siteAdminContext), removed);
    setToDelete(null);
  };
  return { ...list, filters, statuses, actions, toDelete, setToDelete, confirmDelete, confirmText, searchField, t };
}

/** What the list draws (FilteredAdminList) of a page's useFilteredAdminList: all but its query's own answer. */
export type FilteredAdminListState<Status extends string, Target extends { id: string }> = Omit<
  ReturnType<typeof useFilteredAdminList<Status, string, ListRow, unknown, unknown, Target>>,
  'result' | 'reload'
>;
