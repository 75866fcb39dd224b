import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { deleteConfirmLabels } from '@/widgets/admin-list';
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
import type { DeleteTarget, useEditor } from '../model/useEditor';
import { Count, Table } from './AdminCategoriesPage.styles';

/** Which list: its texts are under this key of the admin-categories namespace. */
export type SectionKind = 'categories' | 'authors';

/** What the section reads and clears of its editor (useEditor): open form, delete target and notice. */
type SectionEditor = Pick<ReturnType<typeof useEditor>, 'editing' | 'notice' | 'setNotice' | 'toDelete' | 'setToDelete'>;

export interface ManageSectionProps {
  kind: SectionKind;
  search: string;
  onSearch: (search: string) => void;
  /** The section's open form, delete target and notice. */
  editor: SectionEditor;
  /** Opens the form in create mode. */
  onNew: () => void;
  /** Deletes the confirmed row; the dialog closes when it settles. */
  onDelete: (target: DeleteTarget) => Promise<unknown>;
  /** The open form, if any. */
  form: ReactNode;
  list: { loaded: boolean; fetching: boolean; error?: CombinedError; total: number; shown: number; onRetry: () => void };
  /** The table's column headings. */
  columns: ReactNode[];
  /** The rows shown (<tr> elements; rendered when there are some). */
  children: ReactNode;
}

/**
 * One section of the page: its heading, search, new button, notice, form, list with its loading, error
 * and empty states, and the delete confirmation. While a form is open, the new button is disabled.
 */
export function ManageSection({ kind, search, onSearch, editor, onNew, onDelete, form, list, columns, children }: ManageSectionProps) {
  const { t } = useTranslation('admin-categories');
  const filtered = search.trim() !== '';
  const locked = editor.editing !== null;
  const { notice, toDelete } = editor;
  // After a delete, focus goes to the section's search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
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
          onChange={(event) => onSearch(event.target.value)}
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
      {form}
      {list.error && !list.loaded && (
        <RetryAlert onRetry={list.onRetry} retryLabel={t('retry')}>
          {t(`${kind}.loadFailed`, { message: apiErrorMessage(list.error) })}
        </RetryAlert>
      )}
      {!list.loaded && !list.error && <LoadingLine label={t(`${kind}.loading`)} />}
      {list.loaded && (
        <Count>
          {t(`${kind}.count`, { count: list.total })}
          {filtered && ` · ${t('showing', { shown: list.shown, total: list.total })}`}
        </Count>
      )}
      {list.loaded && list.shown === 0 && (
        <EmptyState>
          <p>{filtered ? t(`${kind}.empty.filtered`) : t(`${kind}.empty.none`)}</p>
          {filtered ? (
            <Button variant="ghost" onClick={() => onSearch('')}>
              {t('clearSearch')}
            </Button>
          ) : (
            <Button variant="ghost" disabled={locked} onClick={onNew}>
              {t(`${kind}.empty.noneAction`)}
            </Button>
          )}
        </EmptyState>
      )}
      {list.loaded && list.shown > 0 && (
        <Table
          label={t(`${kind}.table.region`)}
          caption={t(`${kind}.table.caption`)}
          columns={columns}
          minWidth="44rem"
          busy={list.fetching}
        >
          {children}
        </Table>
      )}
      <ConfirmDialog
        target={toDelete}
        {...deleteConfirmLabels(t)}
        message={`${deleteText} ${t('confirm.irreversible')}`}
        onCancel={() => editor.setToDelete(null)}
        onConfirm={onDelete}
        focusAfterConfirm={searchField}
      />
    </PageSection>
  );
}
