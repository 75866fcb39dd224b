import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/shared/ui';
import type { DeleteTarget } from '../model/useEditor';
import { DialogBody, FormActions } from './AdminCategoriesPage.styles';

export interface ConfirmDeleteDialogProps {
  /** The row to delete; null keeps the dialog closed. */
  target: DeleteTarget | null;
  /** What deleting it does ('Delete the category “DeFi”? Its 3 articles are kept, without a category.'). */
  text: string;
  onCancel: () => void;
  /** Deletes the row; the dialog closes when it settles. */
  onConfirm: (target: DeleteTarget) => Promise<unknown>;
}

/** The confirmation asked before a category or an author is deleted. */
export function ConfirmDeleteDialog({ target, text, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin-categories');
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      await onConfirm(target);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={target !== null} onClose={() => !deleting && onCancel()} title={t('confirm.title')} closeLabel={t('confirm.close')}>
      <DialogBody>
        <p>
          {text} {t('confirm.irreversible')}
        </p>
        <FormActions>
          <Button variant="ghost" disabled={deleting} onClick={onCancel}>
            {t('confirm.cancel')}
          </Button>
          <Button disabled={deleting} onClick={() => void confirm()}>
            {deleting ? t('confirm.deleting') : t('confirm.delete')}
          </Button>
        </FormActions>
      </DialogBody>
    </Dialog>
  );
}
