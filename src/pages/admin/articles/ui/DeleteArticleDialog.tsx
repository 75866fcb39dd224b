import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/shared/ui';
import type { ArticleRef } from '../model/useArticleActions';
import { DialogActions, DialogBody } from './AdminArticlesPage.styles';

export interface DeleteArticleDialogProps {
  /** The article to delete; null keeps the dialog closed. */
  article: ArticleRef | null;
  onCancel: () => void;
  /** Deletes the article; the dialog closes when it settles. */
  onConfirm: (article: ArticleRef) => Promise<unknown>;
}

/** The spec's 'confirm delete' dialog before an article is deleted. */
export function DeleteArticleDialog({ article, onCancel, onConfirm }: DeleteArticleDialogProps) {
  const { t } = useTranslation('admin-articles');
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!article) return;
    setDeleting(true);
    try {
      await onConfirm(article);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={article !== null} onClose={() => !deleting && onCancel()} title={t('confirm.title')} closeLabel={t('confirm.close')}>
      <DialogBody>
        <p>{t('confirm.text', { title: article?.title ?? '' })}</p>
        <DialogActions>
          <Button variant="ghost" disabled={deleting} onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button disabled={deleting} onClick={() => void confirm()}>
            {deleting ? t('confirm.deleting') : t('confirm.delete')}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
}
