import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDebouncedValue } from '@/shared/lib/timing';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { usePagedLimit, useUrlFilters } from '@/shared/lib/url-filters';
import { RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextField } from '@/shared/ui/text-field';
import { TextLink } from '@/shared/ui/text-link';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable, ListFooter } from '@/shared/ui/data-table';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { FilterBar } from '@/shared/ui/filter-bar';
import { LoadingLine } from '@/shared/ui/loading-line';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminArticlesListQuery } from '../api/adminArticlesQueries';
import { articlesFilter, articlesPageSize, statusFilters } from '../model/articlesFilter';
import { useArticleActions, type ArticleRef, type Notice } from '../model/useArticleActions';
import { ArticleRow } from './ArticleRow';

const SEARCH_DELAY_MS = 300;

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
  const filters = useUrlFilters(statusFilters);
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const where = articlesFilter({ search, status: filters.status });
  const paging = usePagedLimit(JSON.stringify(where), articlesPageSize);
  const [result, reexecute] = useQuery({
    query: AdminArticlesListQuery,
    variables: { where, limit: paging.limit },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'cache-and-network' });
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
  const matching = data?.matching.aggregate?.count ?? 0;

  const confirmDelete = async (article: ArticleRef) => {
    await actions.remove(article);
    setToDelete(null);
  };

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} actions={<TextLink to="/write-article">{t('write')}</TextLink>} />
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
          options={statusFilters.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filters.status}
          onChange={filters.setStatus}
        />
      </FilterBar>
      {notice && (
        <DismissibleAlert tone={notice.tone} dismissLabel={t('messages.dismiss')} onDismiss={dismissNotice}>
          {notice.text}
        </DismissibleAlert>
      )}
      {result.error && !data && (
        <RetryAlert onRetry={reload} retryLabel={t('retry')}>
          {t('loadFailed', { message: apiErrorMessage(result.error) })}
        </RetryAlert>
      )}
      {!data && !result.error && <LoadingLine label={t('loading')} />}
      {data && data.articles.length === 0 && (
        <EmptyState>
          <p>{filters.filtered ? t('empty.filtered') : t('empty.none')}</p>
          {filters.filtered ? (
            <Button variant="ghost" onClick={filters.clear}>
              {t('empty.clear')}
            </Button>
          ) : (
            <TextLink to="/write-article">{t('empty.noneAction')}</TextLink>
          )}
        </EmptyState>
      )}
      {data && data.articles.length > 0 && (
        <>
          <DataTable
            label={t('table.region')}
            caption={t('table.caption')}
            columns={[t('table.article'), t('table.author'), t('table.status'), t('table.created'), t('table.actions')]}
            minWidth="44rem"
            busy={result.fetching}
          >
            {data.articles.map((article) => (
              <ArticleRow
                key={article.id}
                article={article}
                busy={actions.pending === article.id}
                onTogglePublished={(ref, next) => void actions.togglePublished(ref, next)}
                onDelete={setToDelete}
              />
            ))}
          </DataTable>
          <ListFooter
            summary={t('showing', { shown: data.articles.length, count: matching })}
            hasMore={data.articles.length < matching}
            busy={result.fetching}
            moreLabel={t('loadMore')}
            onMore={paging.loadMore}
          />
        </>
      )}
      <ConfirmDialog
        target={toDelete}
        title={t('confirm.title')}
        message={t('confirm.text', { title: toDelete?.title ?? '' })}
        confirmLabel={t('confirm.delete')}
        busyLabel={t('confirm.deleting')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('confirm.close')}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        focusAfterConfirm={searchField}
      />
    </Page>
  );
}
