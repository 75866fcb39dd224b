import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  AdminList,
  deleteConfirmLabels,
  FilteredEmpty,
  filterLabels,
  listLabels,
  SearchStatusFilter,
  useAdminListQuery,
  useFilteredList,
} from '@/widgets/admin-list';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminArticlesAfterQuery, AdminArticlesListQuery } from '../api/adminArticlesQueries';
import { articlesFilter, articlesPageSize, statusFilters } from '../model/articlesFilter';
import { useArticleActions, type ArticleRef, type Notice } from '../model/useArticleActions';
import { ArticleRow } from './ArticleRow';

interface SavedState {
  saved: { title: string; published: boolean };
}

function isSavedState(state: unknown): state is SavedState {
  const saved = (state as Partial<SavedState> | null)?.saved;
  return typeof saved?.title === 'string' && typeof saved.published === 'boolean';
}

/** The notice of an article just saved on /write-article (passed in the navigation state). */
function useSavedNotice(): Notice | null {
  const { t } = useTranslation('admin-articles');
  const { state } = useLocation();
  if (!isSavedState(state)) return null;
  return { tone: 'info', text: t(state.saved.published ? 'messages.savedPublished' : 'messages.savedDraft', { title: state.saved.title }) };
}

/** /admin/articles (the spec's Chinese 'Article management' screen): search, filter, publish, edit and delete articles, for administrators. */
export function AdminArticlesPage() {
  const { t } = useTranslation('admin-articles');
  useDocumentTitle(t('documentTitle'));
  const { filters, where } = useFilteredList(statusFilters, articlesFilter, articlesPageSize);
  const { result, later, reload } = useAdminListQuery({
    query: AdminArticlesListQuery,
    afterQuery: AdminArticlesAfterQuery,
    rows: 'articles',
    where,
    pageSize: articlesPageSize,
  });
  const actions = useArticleActions(reload);
  const savedNotice = useSavedNotice();
  const [toDelete, setToDelete] = useState<ArticleRef | null>(null);
  // After a delete, focus goes to the search field: the row's own buttons are gone.
  const searchField = useRef<HTMLInputElement>(null);
  const [savedDismissed, setSavedDismissed] = useState(false);
  const notice = actions.notice ?? (savedDismissed ? null : savedNotice);
  const dismissNotice = () => {
    actions.setNotice(null);
    setSavedDismissed(true);
  };

  const data = result.data;
  const total = data?.total.aggregate?.count ?? 0;
  const published = data?.published.aggregate?.count ?? 0;

  const confirmDelete = async (article: ArticleRef) => {
    await actions.remove(article);
    setToDelete(null);
  };

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} actions={<TextLink to={ADMIN_PAGE_PATHS.writeArticle}>{t('write')}</TextLink>} />
      {data && (
        <StatCounts
          label={t('counts.label')}
          columns={3}
          items={[
            { key: 'total', label: t('counts.total'), value: total },
            { key: 'published', label: t('counts.published'), value: published },
            { key: 'draft', label: t('counts.draft'), value: total - published },
          ]}
        />
      )}
      <SearchStatusFilter filters={filters} statuses={statusFilters} searchRef={searchField} labels={filterLabels(statusFilters, t)} />
      <AdminList
        rows={later.shown}
        matching={data?.matching.aggregate?.count ?? 0}
        fetching={result.fetching || later.fetching}
        failure={result.error && !data ? t('loadFailed', { message: apiErrorMessage(result.error) }) : null}
        onRetry={reload}
        notice={notice}
        onDismissNotice={dismissNotice}
        empty={
          <FilteredEmpty
            filters={filters}
            t={t}
            noneAction={<TextLink to={ADMIN_PAGE_PATHS.writeArticle}>{t('empty.noneAction')}</TextLink>}
          />
        }
        minWidth="44rem"
        renderRow={(article) => (
          <ArticleRow
            key={article.id}
            article={article}
            busy={actions.pending === article.id}
            onTogglePublished={(ref, next) => void actions.togglePublished(ref, next)}
            onDelete={setToDelete}
          />
        )}
        onMore={later.loadMore}
        labels={listLabels(t, [t('table.article'), t('table.author'), t('table.status'), t('table.created'), t('table.actions')])}
      />
      <ConfirmDialog
        target={toDelete}
        {...deleteConfirmLabels(t)}
        message={t('confirm.text', { title: toDelete?.title ?? '' })}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        focusAfterConfirm={searchField}
      />
    </Page>
  );
}
