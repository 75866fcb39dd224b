import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { AdminArticlesDeleteMutation, AdminArticlesSetPublishedMutation } from '../api/adminArticlesQueries';

/** What the last action did, shown above the table. */
export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

export interface ArticleRef {
  id: string;
  title: string;
}

/** Publishing, unpublishing and deleting rows as site_admin, with the spec's messages; `onDone` reloads the list. */
export function useArticleActions(onDone: () => void) {
  const { t } = useTranslation('admin-articles');
  const [, setPublished] = useMutation(AdminArticlesSetPublishedMutation);
  const [, deleteArticle] = useMutation(AdminArticlesDeleteMutation);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  async function togglePublished(article: ArticleRef, published: boolean): Promise<void> {
    setPending(article.id);
    const result = await setPublished({ id: article.id, published }, siteAdminContext);
    setPending(null);
    const message = result.error ? apiErrorMessage(result.error).trim() : '';
    if (result.error || !result.data?.update_articles_by_pk) {
      setNotice({ tone: 'error', text: message ? t('messages.updateFailed', { message }) : t('messages.updateFailedRetry') });
    } else {
      setNotice({ tone: 'info', text: t(published ? 'messages.published' : 'messages.unpublished', { title: article.title }) });
    }
    onDone();
  }

  /** Deletes the article; resolves true when it is gone. */
  async function remove(article: ArticleRef): Promise<boolean> {
    setPending(article.id);
    const result = await deleteArticle({ id: article.id }, siteAdminContext);
    setPending(null);
    onDone();
    if (result.error) {
      setNotice({ tone: 'error', text: apiErrorMessage(result.error).trim() || t('messages.deleteFailed') });
      return false;
    }
    if (!result.data?.delete_articles_by_pk) {
      setNotice({ tone: 'error', text: t('messages.deleteDenied') });
      return false;
    }
    setNotice({ tone: 'info', text: t('messages.deleted') });
    return true;
  }

  return { notice, setNotice, pending, togglePublished, remove };
}
