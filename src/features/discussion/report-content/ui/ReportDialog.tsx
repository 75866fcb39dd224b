import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_LENGTHS } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/text-area';

/** The longest reason the database accepts. */
const reasonMaxLength = COLUMN_LENGTHS.content_reports.reason.max;

export interface ReportDialogProps {
  open: boolean;
  /** A discussion or a comment, for the title. */
  kind: 'discussion' | 'comment' | 'blogPost';
  onClose: () => void;
  /** Sends the report with its optional reason; resolves to an error message, or null once it is sent. */
  onSubmit: (reason: string) => Promise<string | null>;
  /** The report was sent (now or before): the dialog says so. */
  sent?: boolean;
}

/** Asks for an optional reason and sends a report to the moderators. */
export function ReportDialog({ open, kind, onClose, onSubmit, sent = false }: ReportDialogProps) {
  const { t } = useTranslation('discussion');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(await onSubmit(reason.trim()));
    setSending(false);
  };

  return (
    <Dialog open={open} onClose={onClose} title={t(`report.title.${kind}`)} closeLabel={t('report.close')}>
      {sent ? (
        <DialogBody>
          <p role="status">{t('report.sent')}</p>
          <DialogActions>
            <Button onClick={onClose}>{t('report.done')}</Button>
          </DialogActions>
        </DialogBody>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <p>{t('report.intro')}</p>
            <TextArea
              label={t('report.reason')}
              hint={t('report.reasonHint')}
              value={reason}
              maxLength={reasonMaxLength}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
            />
            {error && <Alert>{error}</Alert>}
            <DialogActions>
              <Button type="button" variant="ghost" onClick={onClose}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" disabled={sending}>
                {sending ? t('report.sending') : t('report.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      )}
    </Dialog>
  );
}
