import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '@/entities/session';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { useLanguage } from '@/shared/lib/i18n';
import { isUuid } from '@/shared/lib/uuid';
import { RetryAlert } from '@/shared/ui/alert';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { ProblemState } from '@/shared/ui/problem-state';
import { TextLink } from '@/shared/ui/text-link';
import { LoadingLine } from '@/shared/ui/loading-line';
import { WriteArticleEditQuery, WriteArticleOptionsQuery } from '../api/writeArticleQueries';
import { draftOf, emptyDraft, OWN_AUTHOR } from '../model/articleDraft';
import { ArticleForm } from './ArticleForm';

function useEditQuery(id: string | null) {
  return useAdminQuery(WriteArticleEditQuery, { id: id ?? '' }, !isUuid(id ?? undefined));
}

/** /write-article (?edit={id}): write a new article or edit one, for administrators. */
export function WriteArticlePage() {
  const { t } = useTranslation('write-article');
  const language = useLanguage();
  const { user } = useSession();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  useDocumentTitle(editId ? t('editDocumentTitle') : t('documentTitle'));
  const [options, reloadOptions] = useAdminQuery(WriteArticleOptionsQuery);
  const [edited, reloadEdited] = useEditQuery(editId);

  if (!user) return null;
  if (editId !== null && (!isUuid(editId) || (edited.data && !edited.data.articles_by_pk))) {
    return (
      <Page width="medium">
        <ProblemState title={t('notFoundTitle')}>
          <p>{t('notFound')}</p>
          <TextLink to={ADMIN_PAGE_PATHS.articles}>{t('backToList')}</TextLink>
        </ProblemState>
      </Page>
    );
  }
  const article = edited.data?.articles_by_pk;
  const failed = edited.error ?? options.error;
  return (
    <Page width="medium">
      <PageHeader
        title={editId ? t('editHeading') : t('heading')}
        lead={t('lead')}
        actions={<TextLink to={ADMIN_PAGE_PATHS.articles}>{t('backToList')}</TextLink>}
      />
      {failed ? (
        <RetryAlert onRetry={() => (edited.error ? reloadEdited() : reloadOptions())} retryLabel={t('retry')}>
          {edited.error ? t('loadFailed') : t('optionsFailed', { message: apiErrorMessage(failed) })}
        </RetryAlert>
      ) : !options.data || (editId !== null && !article) ? (
        <LoadingLine label={t('loadingArticle')} />
      ) : (
        <ArticleForm
          key={article?.id ?? 'new'}
          articleId={article?.id}
          initial={article ? draftOf(article) : emptyDraft(language, OWN_AUTHOR)}
          options={options.data}
          user={user}
        />
      )}
    </Page>
  );
}
