import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminList, deleteConfirmLabels, RowButtons, type ListTranslator } from '@/widgets/admin-list';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Button } from '@/shared/ui/button';
import { PageSection } from '@/shared/ui/page-section';
import { TextField } from '@/shared/ui/text-field';
import { htmlLangs } from '@/shared/lib/i18n';
import { Clamp, Muted } from '@/shared/ui/layout';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FilterBar } from '@/shared/ui/filter-bar';
import { matchesSearch } from '../lib/matchesSearch';
import { valuesOf, type SectionConfig, type SectionRow } from '../model/sections';
import { useManagedSection } from '../model/useManagedSection';
import { Name } from './AdminCategoriesPage.styles';
import { SectionForm } from './SectionForm';

export interface ManageSectionProps {
  config: SectionConfig;
}

const articlesOf = (row: SectionRow) => row.articles_aggregate.aggregate?.count ?? 0;

/**
 * One section of the page: its heading, search, new button, form, then the admin list widget (notice, loading, error
 * and empty states, the table with each row's edit and delete buttons, the count), and the delete confirmation. While
 * a form is open, the new button and the rows' buttons are disabled.
 */
export function ManageSection({ config }: ManageSectionProps) {
  const { t } = useTranslation('admin-categories');
  // The section's own words (the column keys are built from the config's field names).
  const { t: own } = useTranslation('admin-categories', { keyPrefix: config.kind });
  const words = own as unknown as (key: string) => string;
  const [search, setSearch] = useState('');
  const { query, reload, editor, locked, save, remove } = useManagedSection(config);
  const rows = query.data?.[config.kind] ?? [];
  // The search looks in every field's text.
  const shown = rows.filter((row) => matchesSearch(Object.values(valuesOf(config, row)), search));
  const filtered = search.trim() !== '';
  const loaded = query.data !== undefined;
  const { notice, toDelete } = editor;
  // After a delete, focus goes to the section's search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const onNew = () => editor.openForm({ id: null, name: '', values: valuesOf(config) });
  const deleteText = toDelete?.articles
    ? own('confirmUsed', { name: toDelete.name, count: toDelete.articles })
    : own('confirmUnused', { name: toDelete?.name ?? '' });
  // The count (of those shown, when searched): the list's footer, or above an empty list's words.
  const count = `${own('count', { count: rows.length })}${filtered ? ` · ${t('showing', { shown: shown.length, total: rows.length })}` : ''}`;
  // The list widget's words: the section's own, with the page's retry and the count.
  const listWords = ((key: string) => (key === 'retry' ? t('retry') : key === 'showing' ? count : words(key))) as ListTranslator;
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
      {editor.editing && (
        <SectionForm key={editor.editing.id ?? 'new'} config={config} editing={editor.editing} onSave={save} onCancel={editor.closeForm} />
      )}
      <AdminList
        rows={loaded ? shown : undefined}
        matching={shown.length}
        fetching={query.fetching}
        failure={query.error && !loaded ? own('loadFailed', { message: apiErrorMessage(query.error) }) : null}
        onRetry={reload}
        onMore={reload}
        notice={notice}
        onDismissNotice={() => editor.setNotice(null)}
        dismissLabel={t('dismiss')}
        t={listWords}
        minWidth="44rem"
        empty={
          <>
            <p>{count}</p>
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
          </>
        }
        columns={[
          {
            header: own('table.name'),
            cell: (row) => (
              <>
                <Name>{String(row.name)}</Name>
                {valuesOf(config, row).nameZh && <Muted lang={htmlLangs.zh}>{valuesOf(config, row).nameZh}</Muted>}
              </>
            ),
          },
          ...config.table.map(({ field, as }) => ({
            header: words(`table.${field}`),
            cell: (row: SectionRow) => {
              const value = valuesOf(config, row)[field];
              if (!value) return <Muted>{own('table.none')}</Muted>;
              return as === 'code' ? <code>{value}</code> : as === 'clamp' ? <Clamp>{value}</Clamp> : value;
            },
          })),
          { header: own('table.articles'), cell: (row) => articlesOf(row) },
          {
            header: own('table.actions'),
            cell: (row) => {
              const [name, articles] = [String(row.name), articlesOf(row)];
              const edit = () => editor.openForm({ id: row.id, name, values: valuesOf(config, row) });
              return (
                <RowButtons
                  t={own}
                  words={{ name }}
                  actions={[
                    { key: 'edit', disabled: locked, onClick: edit },
                    { key: 'delete', disabled: locked, onClick: () => editor.setToDelete({ id: row.id, name, articles }) },
                  ]}
                />
              );
            },
          },
        ]}
      />
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
