import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { deleteConfirmLabels, RowButtons, type RowButtonsProps } from '@/widgets/admin-list';
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
import { useManagedSection, type RowFormProps, type SectionKind, type SectionMutations } from '../model/useManagedSection';
import { Count, Table } from './AdminCategoriesPage.styles';

/** A managed row: its name and how many articles use it (said in the delete confirmation). */
interface ManagedRow {
  id: string;
  name: string;
  articles_aggregate: { aggregate?: { count: number } | null };
}

export interface ManageSectionProps<Row extends ManagedRow, Values, Changes extends object> {
  kind: SectionKind;
  /** The list query's state (useAdminQuery) and its reload. */
  query: { data?: unknown; fetching: boolean; error?: CombinedError };
  reload: () => void;
  rows: readonly Row[];
  /** The texts the search looks in. */
  searchIn: (row: Row) => readonly (string | null | undefined)[];
  mutations: SectionMutations<Changes>;
  /** A new row's values, and an existing row's. */
  emptyValues: Values;
  valuesOf: (row: Row) => Values;
  Form: ComponentType<RowFormProps<Values, Changes>>;
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
export function ManageSection<Row extends ManagedRow, Values, Changes extends object>(props: ManageSectionProps<Row, Values, Changes>) {
  const { kind, query, reload, rows, mutations, emptyValues, valuesOf, Form, cells } = props;
  const { t } = useTranslation('admin-categories');
  // The row buttons' words: the shared edit and delete texts, and the section's names for them.
  const rowWords: RowButtonsProps<'edit' | 'delete'>['t'] = (key: string, words?: Record<string, string>) => {
    if (key === 'actions.edit') return t('edit');
    if (key === 'actions.delete') return t('delete');
    return key === 'actions.editLabel' ? t(`${kind}.editLabel`, words) : t(`${kind}.deleteLabel`, words);
  };
  const [search, setSearch] = useState('');
  const { editor, locked, save, remove } = useManagedSection<Values, Changes>(kind, mutations, reload);
  const shown = rows.filter((row) => matchesSearch(props.searchIn(row), search));
  const filtered = search.trim() !== '';
  const loaded = query.data !== undefined;
  const { notice, toDelete } = editor;
  // After a delete, focus goes to the section's search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const onNew = () => editor.openForm({ id: null, name: '', values: emptyValues });
  const deleteText = toDelete?.articles
    ? t(`${kind}.confirmUsed`, { name: toDelete.name, count: toDelete.articles })
    : t(`${kind}.confirmUnused`, { name: toDelete?.name ?? '' });
  return (
    <PageSection title={t(`${kind}.title`)}>
      <FilterBar>
        <TextField
          ref={searchField}
          type="search"
          label={t(`${kind}.search.label`)}
          placeholder={t(`${kind}.search.placeholder`)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button disabled={locked} onClick={onNew}>
          {t(`${kind}.new`)}
        </Button>
      </FilterBar>
      {notice && (
        <DismissibleAlert tone={notice.tone} dismissLabel={t('dismiss')} onDismiss={() => editor.setNotice(null)}>
          {notice.text}
        </DismissibleAlert>
      )}
      {editor.editing && <Form key={editor.editing.id ?? 'new'} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />}
      {query.error && !loaded && (
        <RetryAlert onRetry={reload} retryLabel={t('retry')}>
          {t(`${kind}.loadFailed`, { message: apiErrorMessage(query.error) })}
        </RetryAlert>
      )}
      {!loaded && !query.error && <LoadingLine label={t(`${kind}.loading`)} />}
      {loaded && (
        <Count>
          {t(`${kind}.count`, { count: rows.length })}
          {filtered && ` · ${t('showing', { shown: shown.length, total: rows.length })}`}
        </Count>
      )}
      {loaded && shown.length === 0 && (
        <EmptyState>
          <p>{filtered ? t(`${kind}.empty.filtered`) : t(`${kind}.empty.none`)}</p>
          {filtered ? (
            <Button variant="ghost" onClick={() => setSearch('')}>
              {t('clearSearch')}
            </Button>
          ) : (
            <Button variant="ghost" disabled={locked} onClick={onNew}>
              {t(`${kind}.empty.noneAction`)}
            </Button>
          )}
        </EmptyState>
      )}
      {loaded && shown.length > 0 && (
        <Table
          label={t(`${kind}.table.region`)}
          caption={t(`${kind}.table.caption`)}
          columns={[...props.columns, t(`${kind}.table.articles`), t(`${kind}.table.actions`)]}
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
                    t={rowWords}
                    words={{ name: row.name }}
                    actions={[
                      {
                        key: 'edit',
                        disabled: locked,
                        onClick: () => editor.openForm({ id: row.id, name: row.name, values: valuesOf(row) }),
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
