import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMutation } from 'urql';
import { FilteredAdminList, useFilteredAdminList, type AdminListNotice } from '@/widgets/admin-list';
import { siteAdminContext, useFragment } from '@/shared/api';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import { StatCounts } from '@/shared/ui/stat-counts';
import { AdminArticlesDeleteMutation, AdminArticlesListQuery, AdminArticlesSetPublishedMutation } from '../api/adminArticlesQueries';
import { articlesFilter, statusFilters } from '../model/articlesFilter';
import { ArticleRow_ArticleFragment, useArticleColumns, type ArticleRef } from './articleColumns';

/** The notice of an article just saved on /write-article (passed in the navigation state). */
function useSavedNotice(): AdminListNotice | null {
  const { t } = useTranslation('admin-articles');
  const saved = (useLocation().state as { saved?: { title?: unknown; published?: unknown } } | null)?.saved;
  if (typeof saved?.title !== 'string' || typeof saved.published !== 'boolean') return null;
  return { tone: 'info', text: t(saved.published ? 'messages.savedPublished' : 'messages.savedDraft', { title: saved.title }) };
}

/** /admin/articles (the spec's Chinese 'Article management' screen): search, filter, publish, edit and delete articles, for administrators. */
export function AdminArticlesPage() {
  const { t } = useTranslation('admin-articles');
  useDocumentTitle(t('documentTitle'));
  const list = useFilteredAdminList({
    t,
    statuses: statusFilters,
    filter: articlesFilter,
    query: AdminArticlesListQuery,
    rows: 'articles',
    remove: AdminArticlesDeleteMutation,
    removed: {
      done: t('messages.deleted'),
      failed: (message) => message || t('messages.deleteFailed'),
      missing: t('messages.deleteDenied'),
    },
    confirmText: ({ title }: ArticleRef) => t('confirm.text', { title }),
    notice: useSavedNotice(),
  });
  const { result, actions } = list;
  const [, setPublished] = useMutation(AdminArticlesSetPublishedMutation);
  const total = result.data?.total?.aggregate?.count ?? 0;
  const published = result.data?.published?.aggregate?.count ?? 0;

  const togglePublished = ({ id, title }: ArticleRef, publish: boolean) =>
    void actions.run(id, () => setPublished({ id, published: publish }, siteAdminContext), {
      done: t(publish ? 'messages.published' : 'messages.unpublished', { title }),
      failed: (message) => (message ? t('messages.updateFailed', { message }) : t('messages.updateFailedRetry')),
      missing: t('messages.updateFailedRetry'),
    });

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} actions={<TextLink to={ADMIN_PAGE_PATHS.writeArticle}>{t('write')}</TextLink>} />
      {result.data && (
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
      <FilteredAdminList
        state={list}
        rows={useFragment(ArticleRow_ArticleFragment, list.list.rows) ?? undefined}
        noneAction={<TextLink to={ADMIN_PAGE_PATHS.writeArticle}>{t('empty.noneAction')}</TextLink>}
        minWidth="44rem"
        columns={useArticleColumns(actions.pending, togglePublished, list.setToDelete)}
      />
    </Page>
  );
}
