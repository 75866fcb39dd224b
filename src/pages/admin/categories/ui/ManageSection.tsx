import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { deleteConfirmLabels, RowButtons } from '@/widgets/admin-list';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSection } from '@/shared/ui/page-section';
import { TextField } from '@/shared/ui/text-field';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { FilterBar } from '@/shared/ui/filter-bar';
import { LoadingLine } from '@/shared/ui/loading-line';
import { matchesSearch } from '../lib/matchesSearch';
import { useManagedSection, type SectionConfig } from '../model/useManagedSection';
import { Count, Table } from './AdminCategoriesPage.styles';
import { SectionForm } from './SectionForm';

/** A managed row: its name and how many articles use it (said in the delete confirmation). */
interface ManagedRow {
  id: string;
  name: string;
  articles_aggregate: { aggregate?: { count: number } | null };
}

export interface ManageSectionProps<Row extends ManagedRow, Values extends Record<keyof Values, string>, Changes extends object> {
  /** The list query's state (useAdminQuery) and its reload. */
  query: { data?: unknown; fetching: boolean; error?: CombinedError };
  reload: () => void;
  rows: readonly Row[];
  /** The texts the search looks in. */
  searchIn: (row: Row) => readonly (string | null | undefined)[];
  config: SectionConfig<Row, Values, Changes>;
  /** The headings of the row's own columns (the articles count and the actions follow). */
  columns: ReactNode[];
  /** The row's own cells. */
  cells: (row: Row) => ReactNode;
}

/**
 * One section of the page: its heading, search, new button, notice, form, list with its loading, error
 * and empty states, each row's edit and delete buttons, and the delete confirmation. While a form is open,
 * the new button and the rows' buttons are disabled.
 */
export function ManageSection<Row extends ManagedRow, Values extends Record<keyof Values, string>, Changes extends object>(
  props: ManageSectionProps<Row, Values, Changes>,
) {
  const { config, query, reload, rows, cells } = props;
  const { t } = useTranslation('admin-categories');
  // The section's own words.
  const { t: own } = useTranslation('admin-categories', { keyPrefix: config.kind });
  const [search, setSearch] = useState('');
  const { editor, locked, save, remove } = useManagedSection<Values, Changes>(config, reload);
  const shown = rows.filter((row) => matchesSearch(props.searchIn(row), search));
  const filtered = search.trim() !== '';
  const loaded = query.data !== undefined;
  const { notice, toDelete } = editor;
  // After a delete, focus goes to the section's search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const onNew = () => editor.openForm({ id: null, name: '', values: config.empty });
  const deleteText = toDelete?.articles
    ? own('confirmUsed', { name: toDelete.name, count: toDelete.articles })
    : own('confirmUnused', { name: toDelete?.name ?? '' });
  return (
    <PageSection title={own('title')}>
      <FilterBar>
        <TextField
          ref={searchField}
          type="search"
          label={own('search.label')}
          placeholder={own('search.placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button disabled={locked} onClick={onNew}>
          {own('new')}
        </Button>
      </FilterBar>
      {notice && (
        <DismissibleAlert tone={notice.tone} dismissLabel={t('dismiss')} onDismiss={() => editor.setNotice(null)}>
          {notice.text}
        </DismissibleAlert>
      )}
      {editor.editing && (
        <SectionForm key={editor.editing.id ?? 'new'} config={config} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />
      )}
      {query.error && !loaded && (
        <RetryAlert onRetry={reload} retryLabel={t('retry')}>
          {own('loadFailed', { message: apiErrorMessage(query.error) })}
        </RetryAlert>
      )}
      {!loaded && !query.error && <LoadingLine label={own('loading')} />}
      {loaded && (
        <Count>
          {own('count', { count: rows.length })}
          {filtered && ` · ${t('showing', { shown: shown.length, total: rows.length })}`}
        </Count>
      )}
      {loaded && shown.length === 0 && (
        <EmptyState>
          <p>{filtered ? own('empty.filtered') : own('empty.none')}</p>
          {filtered ? (
            <Button variant="ghost" onClick={() => setSearch('')}>
              {t('clearSearch')}
            </Button>
          ) : (
            <Button variant="ghost" disabled={locked} onClick={onNew}>
              {own('empty.noneAction')}
            </Button>
          )}
        </EmptyState>
      )}
      {loaded && shown.length > 0 && (
        <Table
          label={own('table.region')}
          caption={own('table.caption')}
          columns={[...props.columns, own('table.articles'), own('table.actions')]}
          minWidth="44rem"
          busy={query.fetching}
        >
          {shown.map((row) => {
            const articles = row.articles_aggregate.aggregate?.count ?? 0;
            return (
              <tr key={row.id}>
                {cells(row)}
                <td>{articles}</td>
                <td>
                  <RowButtons
                    t={own}
                    words={{ name: row.name }}
                    actions={[
                      {
                        key: 'edit',
                        disabled: locked,
                        onClick: () => editor.openForm({ id: row.id, name: row.name, values: config.valuesOf(row) }),
                      },
                      { key: 'delete', disabled: locked, onClick: () => editor.setToDelete({ id: row.id, name: row.name, articles }) },
                    ]}
                  />
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      <ConfirmDialog
        target={toDelete}
        {...deleteConfirmLabels(t)}
        message={`${deleteText} ${t('confirm.irreversible')}`}
        onCancel={() => editor.setToDelete(null)}
        onConfirm={remove}
        focusAfterConfirm={searchField}
      />
    </PageSection>
  );
}
