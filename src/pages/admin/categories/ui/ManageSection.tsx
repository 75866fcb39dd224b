import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert, Button, EmptyState, PageSection, RetryAlert, Spinner, TextField } from '@/shared/ui';
import type { Notice } from '../model/writeOutcome';
import { Count, Loading, Toolbar } from './AdminCategoriesPage.styles';

export interface ManageSectionProps {
  /** Which list: its texts are under this key of the admin-categories namespace. */
  kind: 'categories' | 'authors';
  search: string;
  onSearch: (search: string) => void;
  /** Opens the form in create mode. */
  onNew: () => void;
  /** True while a form is open: the new, edit and delete controls are disabled. */
  locked: boolean;
  notice: Notice | null;
  onDismissNotice: () => void;
  /** The open form, if any. */
  form: ReactNode;
  list: { loaded: boolean; error?: CombinedError; total: number; shown: number; onRetry: () => void };
  /** The table of the rows shown (rendered when there are some). */
  children: ReactNode;
}

/** One section of the page: its heading, search, new button, notice, form, and list with its loading, error and empty states. */
export function ManageSection({ kind, search, onSearch, onNew, locked, notice, onDismissNotice, form, list, children }: ManageSectionProps) {
  const { t } = useTranslation('admin-categories');
  const filtered = search.trim() !== '';
  return (
    <PageSection title={t(`${kind}.title`)}>
      <Toolbar>
        <TextField type="search" label={t(`${kind}.search.label`)} placeholder={t(`${kind}.search.placeholder`)} value={search} onChange={(event) => onSearch(event.target.value)} />
        <Button disabled={locked} onClick={onNew}>
          {t(`${kind}.new`)}
        </Button>
      </Toolbar>
      {notice && (
        <Alert
          tone={notice.tone}
          action={
            <Button variant="ghost" aria-label={t('dismiss')} onClick={onDismissNotice}>
              <span aria-hidden="true">×</span>
            </Button>
          }
        >
          {notice.text}
        </Alert>
      )}
      {form}
      {list.error && !list.loaded && (
        <RetryAlert onRetry={list.onRetry} retryLabel={t('retry')}>
          {t(`${kind}.loadFailed`, { message: apiErrorMessage(list.error) })}
        </RetryAlert>
      )}
      {!list.loaded && !list.error && (
        <Loading aria-busy="true">
          <Spinner label={t(`${kind}.loading`)} />
          <span aria-hidden="true">{t(`${kind}.loading`)}</span>
        </Loading>
      )}
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
      {list.loaded && list.shown > 0 && children}
    </PageSection>
  );
}
