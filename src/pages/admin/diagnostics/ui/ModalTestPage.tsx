import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog';
import { Cluster } from '@/shared/ui/layout';
import { TextField } from '@/shared/ui/text-field';

/** /modal-test: the shared Dialog's focus handling, closing and a confirm variant that reports the choice. */
export function ModalTestPage() {
  const { t } = useTranslation('diagnostics');
  const [opened, setOpened] = useState<'plain' | 'confirm' | null>(null);
  // What the last close found: whether focus came back, then the choice made in the confirm variant.
  const [report, setReport] = useState<{ focus: string; choice?: string } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const confirm = opened === 'confirm';

  const open = (kind: 'plain' | 'confirm', button: HTMLButtonElement) => {
    opener.current = button;
    setReport(null);
    setOpened(kind);
  };
  // Closes the dialog, which hands focus back as it closes (flushSync: now), then says whether focus came back to its opener.
  const close = (choice?: string) => {
    flushSync(() => setOpened(null));
    const button = opener.current;
    const back = button !== null && document.activeElement === button;
    setReport({ focus: back ? t('modalTest.focusReturned', { name: button.textContent ?? '' }) : t('modalTest.focusLost'), choice });
  };
  const choose = (key: 'modalTest.cancel' | 'modalTest.confirm') => close(t('modalTest.chose', { choice: t(key) }));

  return (
    <>
      <Cluster>
        <Button onClick={(event) => open('plain', event.currentTarget)}>{t('modalTest.open')}</Button>
        <Button variant="ghost" onClick={(event) => open('confirm', event.currentTarget)}>
          {t('modalTest.openConfirm')}
        </Button>
      </Cluster>
      <div role="status">
        {report && (
          <p>
            {t('modalTest.closed')} {report.focus}
          </p>
        )}
        {report?.choice && <p>{report.choice}</p>}
      </div>
      <Dialog
        open={opened !== null}
        onClose={() => close(confirm ? t('modalTest.dismissed') : undefined)}
        title={t(confirm ? 'modalTest.confirmTitle' : 'modalTest.dialogTitle')}
        closeLabel={t('modalTest.close')}
      >
        <DialogBody>
          <p>{t(confirm ? 'modalTest.confirmText' : 'modalTest.dialogText')}</p>
          {!confirm && <TextField label={t('modalTest.field')} />}
          <DialogActions>
            {confirm && (
              <Button variant="ghost" onClick={() => choose('modalTest.cancel')}>
                {t('modalTest.cancel')}
              </Button>
            )}
            <Button onClick={() => (confirm ? choose('modalTest.confirm') : close())}>
              {t(confirm ? 'modalTest.confirm' : 'modalTest.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </Dialog>
    </>
  );
}
