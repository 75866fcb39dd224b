import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FilterBar } from '@/shared/ui/filter-bar';
import { TextField } from '@/shared/ui/text-field';
import { deleteConfirmLabels } from '../lib/listWords';
import type { FilteredAdminListState } from '../model/useFilteredAdminList';
import { AdminList, type AdminListProps } from './AdminList';

export interface FilteredAdminListProps<Status extends string, Row, Target extends { id: string }> extends Pick<
  AdminListProps<Row>,
  'rows' | 'columns' | 'minWidth'
> {
  /** The page's useFilteredAdminList. */
  state: FilteredAdminListState<Status, Target>;
  /** What an unfiltered empty list offers (write or create the first one). */
  noneAction: ReactNode;
}

/**
 * A searchable admin list with a status choice (admin articles, events): the filter bar (a search field and one status
 * choice, both kept in the address), the list (its notice, failure, empty state, table and "Load more") and the
 * delete's confirmation, which gives focus to the search field after. An empty list says no row matches, with a button
 * that clears the filters, or that there is none yet, with the page's action.
 */
export function FilteredAdminList<Status extends string, Row extends { id: string }, Target extends { id: string }>({
  state,
  noneAction,
  ...list
}: FilteredAdminListProps<Status, Row, Target>) {
  const { filters, statuses, actions, toDelete, searchField, t } = state;
  return (
    <>
      <FilterBar>
        <TextField
          ref={searchField}
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
        />
        <ChoiceChips
          legend={t('status.label')}
          name="status"
          options={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.status}
          onChange={filters.setStatus}
        />
      </FilterBar>
      <AdminList
        {...state.list}
        notice={actions.notice}
        onDismissNotice={() => actions.setNotice(null)}
        dismissLabel={t('messages.dismiss')}
        {...list}
        empty={
          <>
            <p>{t(filters.filtered ? 'empty.filtered' : 'empty.none')}</p>
            {filters.filtered ? (
              <Button variant="ghost" onClick={filters.clear}>
                {t('empty.clear')}
              </Button>
            ) : (
              noneAction
            )}
          </>
        }
        t={t}
      />
      <ConfirmDialog
        target={toDelete}
        {...deleteConfirmLabels(t)}
        message={toDelete && state.confirmText(toDelete)}
        onCancel={() => state.setToDelete(null)}
        onConfirm={state.confirmDelete}
        focusAfterConfirm={searchField}
      />
    </>
  );
}
