import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@/shared/ui';
import type { EventRef } from '../model/useEventNotices';
import { DialogActions, DialogBody } from './AdminEventsPage.styles';

export interface DeleteEventDialogProps {
  /** The event to delete; null keeps the dialog closed. */
  event: EventRef | null;
  onCancel: () => void;
  /** Deletes the event; the dialog closes when it settles. */
  onConfirm: (event: EventRef) => Promise<unknown>;
}

/** The confirmation the spec asks for before an event is deleted. */
export function DeleteEventDialog({ event, onCancel, onConfirm }: DeleteEventDialogProps) {
  const { t } = useTranslation('admin-events');
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!event) return;
    setDeleting(true);
    try {
      await onConfirm(event);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Dialog open={event !== null} onClose={() => !deleting && onCancel()} title={t('confirm.title')} closeLabel={t('confirm.close')}>
      <DialogBody>
        <p>{t('confirm.text', { name: event?.name ?? '' })}</p>
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
