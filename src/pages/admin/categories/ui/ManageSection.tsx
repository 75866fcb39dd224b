import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConfirmLabels, RowButtons } from '@/widgets/admin-list';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageSection } from '@/shared/ui/page-section';
import { TextField } from '@/shared/ui/text-field';
import { htmlLangs } from '@/shared/lib/i18n';
import { Clamp, Muted } from '@/shared/ui/layout';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { FilterBar } from '@/shared/ui/filter-bar';
import { LoadingLine } from '@/shared/ui/loading-line';
import { matchesSearch } from '../lib/matchesSearch';
import { valuesOf, type SectionConfig } from '../model/sections';
import { useManagedSection } from '../model/useManagedSection';
import { Count, Name, Table } from './AdminCategoriesPage.styles';
import { SectionForm } from './SectionForm';

export interface ManageSectionProps {
  config: SectionConfig;
}

/**
 * One section of the page: its heading, search, new button, notice, form, list with its loading, error
 * and empty states, each row's edit and delete buttons, and the delete confirmation. While a form is open,
 * the new button and the rows' buttons are disabled.
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
  const none = <Muted>{own('table.none')}</Muted>;
  const filtered = search.trim() !== '';
  const loaded = query.data !== undefined;
  const { notice, toDelete } = editor;
  // After a delete, focus goes to the section's search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const onNew = () => editor.openForm({ id: null, name: '', values: valuesOf(config) });
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
          columns={[
            own('table.name'),
            ...config.table.map(({ field }) => words(`table.${field}`)),
            own('table.articles'),
            own('table.actions'),
          ]}
          minWidth="44rem"
          busy={query.fetching}
        >
          {shown.map((row) => {
            const articles = row.articles_aggregate.aggregate?.count ?? 0;
            const values = valuesOf(config, row);
            const name = String(row.name);
            return (
              <tr key={row.id}>
                <td>
                  <Name>{name}</Name>
                  {values.nameZh && <Muted lang={htmlLangs.zh}>{values.nameZh}</Muted>}
                </td>
                {config.table.map(({ field, as }) => (
                  <td key={field}>
                    {!values[field] ? (
                      none
                    ) : as === 'code' ? (
                      <code>{values[field]}</code>
                    ) : as === 'clamp' ? (
                      <Clamp>{values[field]}</Clamp>
                    ) : (
                      values[field]
                    )}
                  </td>
                ))}
                <td>{articles}</td>
                <td>
                  <RowButtons
                    t={own}
                    words={{ name }}
                    actions={[
                      {
                        key: 'edit',
                        disabled: locked,
                        onClick: () => editor.openForm({ id: row.id, name, values }),
                      },
                      { key: 'delete', disabled: locked, onClick: () => editor.setToDelete({ id: row.id, name, articles }) },
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
