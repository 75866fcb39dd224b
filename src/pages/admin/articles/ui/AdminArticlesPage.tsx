import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDebouncedValue } from '@/shared/lib/debounce';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Alert, Button, EmptyState, Page, PageHeader, Spinner, TextField, TextLink } from '@/shared/ui';
import { AdminArticlesListQuery } from '../api/adminArticlesQueries';
import { articlesFilter, articlesPageSize, isStatusFilter, statusFilters, type StatusFilter } from '../model/articlesFilter';
import { useArticleActions, type ArticleRef, type Notice } from '../model/useArticleActions';
import { ArticleRow } from './ArticleRow';
import { Counts, Filters, Footer, Loading, StatusGroup, Table, TableRegion } from './AdminArticlesPage.styles';
import { DeleteArticleDialog } from './DeleteArticleDialog';

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

/** Search text and status, kept in the address (?q=&status=) so a reload or Back keeps them. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const set = (name: 'q' | 'status', value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    search: params.get('q') ?? '',
    status: isStatusFilter(status) ? status : ('all' as StatusFilter),
    setSearch: (value: string) => set('q', value, ''),
    setStatus: (value: StatusFilter) => set('status', value, 'all'),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}

function AdminArticles() {
  const { t } = useTranslation('admin-articles');
  useDocumentTitle(t('documentTitle'));
  const filters = useFilters();
  const search = useDebouncedValue(filters.search, SEARCH_DELAY_MS);
  const where = articlesFilter({ search, status: filters.status });
  // "Load more" grows the list of the current filter; another filter starts from one page again.
  const filterKey = JSON.stringify(where);
  const [pages, setPages] = useState({ filterKey, count: 1 });
  const limit = (pages.filterKey === filterKey ? pages.count : 1) * articlesPageSize;
  const [result, reexecute] = useQuery({
    query: AdminArticlesListQuery,
    variables: { where, limit },
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const actions = useArticleActions(reload);
  const savedNotice = useSavedNotice();
  const [toDelete, setToDelete] = useState<ArticleRef | null>(null);
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
  const filtered = filters.search.trim() !== '' || filters.status !== 'all';

  const confirmDelete = async (article: ArticleRef) => {
    await actions.remove(article);
    setToDelete(null);
  };

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} actions={<TextLink to="/write-article">{t('write')}</TextLink>} />
      {data && (
        <Counts aria-label={t('counts.label')}>
          <div>
            <dt>{t('counts.total')}</dt>
            <dd>{total}</dd>
          </div>
          <div>
            <dt>{t('counts.published')}</dt>
            <dd>{published}</dd>
          </div>
          <div>
            <dt>{t('counts.draft')}</dt>
            <dd>{total - published}</dd>
          </div>
        </Counts>
      )}
      <Filters>
        <TextField
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
        />
        <StatusGroup>
          <legend>{t('status.label')}</legend>
          {statusFilters.map((status) => (
            <label key={status}>
              <input type="radio" name="status" value={status} checked={filters.status === status} onChange={() => filters.setStatus(status)} />
              {t(`status.${status}`)}
            </label>
          ))}
        </StatusGroup>
      </Filters>
      {notice && (
        <Alert
          tone={notice.tone}
          action={
            <Button variant="ghost" aria-label={t('messages.dismiss')} onClick={dismissNotice}>
              <span aria-hidden="true">×</span>
            </Button>
          }
        >
          {notice.text}
        </Alert>
      )}
      {result.error && !data && (
        <Alert action={<Button variant="ghost" onClick={reload}>{t('retry')}</Button>}>{t('loadFailed', { message: apiErrorMessage(result.error) })}</Alert>
      )}
      {!data && !result.error && (
        <Loading aria-busy="true">
          <Spinner label={t('loading')} />
          <span aria-hidden="true">{t('loading')}</span>
        </Loading>
      )}
      {data && data.articles.length === 0 && (
        <EmptyState>
          <p>{filtered ? t('empty.filtered') : t('empty.none')}</p>
          {filtered ? (
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
          <TableRegion role="region" aria-label={t('table.region')} tabIndex={0}>
            <Table aria-busy={result.fetching}>
              <caption>{t('table.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('table.article')}</th>
                  <th scope="col">{t('table.author')}</th>
                  <th scope="col">{t('table.status')}</th>
                  <th scope="col">{t('table.created')}</th>
                  <th scope="col">{t('table.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {data.articles.map((article) => (
                  <ArticleRow
                    key={article.id}
                    article={article}
                    busy={actions.pending === article.id}
                    onTogglePublished={(ref, next) => void actions.togglePublished(ref, next)}
                    onDelete={setToDelete}
                  />
                ))}
              </tbody>
            </Table>
          </TableRegion>
          <Footer>
            <span>{t('showing', { shown: data.articles.length, count: matching })}</span>
            {data.articles.length < matching && (
              <Button variant="ghost" disabled={result.fetching} onClick={() => setPages({ filterKey, count: limit / articlesPageSize + 1 })}>
                {t('loadMore')}
              </Button>
            )}
          </Footer>
        </>
      )}
      <DeleteArticleDialog article={toDelete} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </Page>
  );
}

/** /admin/articles (the spec's Chinese 'Article management' screen): search, filter, publish, edit and delete articles, for administrators. */
export function AdminArticlesPage() {
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <AdminArticles />
    </AdminGate>
  );
}
