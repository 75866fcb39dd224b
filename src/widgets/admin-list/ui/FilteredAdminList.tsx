import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { FilteredAdminListState } from '../model/useFilteredAdminList';
import { AdminList, type AdminListProps } from './AdminList';
import { FilteredEmpty, type FilteredEmptyProps } from './FilteredEmpty';
import { SearchStatusFilter } from './SearchStatusFilter';

export interface FilteredAdminListProps<Status extends string, Row, Target extends { id: string }>
  extends
    Pick<AdminListProps<Row>, 'rows' | 'columns' | 'minWidth' | 'notice' | 'onDismissNotice'>,
    Pick<FilteredEmptyProps, 'noneAction'> {
  /** The page's useFilteredAdminList. */
  state: FilteredAdminListState<Status, Target>;
}

/**
 * A searchable admin list with a status choice (admin articles, events): the filter bar, the list (its notice, failure,
 * empty state, table and "Load more") and the delete's confirmation, which gives focus to the search field after.
 */
export function FilteredAdminList<Status extends string, Row extends { id: string }, Target extends { id: string }>({
  state,
  noneAction,
  ...list
}: FilteredAdminListProps<Status, Row, Target>) {
  const { filters, statuses, actions, toDelete, searchField, labels } = state;
  return (
    <>
      <SearchStatusFilter filters={filters} statuses={statuses} searchRef={searchField} labels={labels.filter} />
      <AdminList
        {...state.list}
        notice={actions.notice}
        onDismissNotice={() => actions.setNotice(null)}
        {...list}
        empty={<FilteredEmpty filters={filters} t={state.t} noneAction={noneAction} />}
        labels={labels.list}
      />
      <ConfirmDialog
        target={toDelete}
        {...labels.confirm}
        message={toDelete && state.confirmText(toDelete)}
        onCancel={() => state.setToDelete(null)}
        onConfirm={state.confirmDelete}
        focusAfterConfirm={searchField}
      />
    </>
  );
}
