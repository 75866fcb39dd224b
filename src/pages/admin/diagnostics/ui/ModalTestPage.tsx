import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';
import { Cluster } from '@/shared/ui/layout';
import { DiagnosticsShell } from './DiagnosticsShell';

type Opened = 'none' | 'plain' | 'confirm';

/**
 * After a dialog closes: whether focus came back to the button that opened it, checked once the dialog let
 * go (its cleanup runs before this effect); `clear` forgets the last report when another dialog opens.
 */
function useFocusReport(opened: Opened, opener: RefObject<HTMLButtonElement | null>) {
  const { t } = useTranslation('diagnostics');
  const [report, setReport] = useState<string | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (opened !== 'none') {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const timer = setTimeout(() => {
      const button = opener.current;
      const back = button !== null && document.activeElement === button;
      setReport(back ? t('modalTest.focusReturned', { name: button.textContent ?? '' }) : t('modalTest.focusLost'));
    });
    return () => clearTimeout(timer);
  }, [opened, opener, t]);
  return { report, clear: () => setReport(null) };
}

/** /modal-test: the shared Dialog's focus handling, closing and a confirm variant that reports the choice. */
export function ModalTestPage() {
  const { t } = useTranslation('diagnostics');
  const [opened, setOpened] = useState<Opened>('none');
  const [choice, setChoice] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const plainOpener = useRef<HTMLButtonElement>(null);
  const confirmOpener = useRef<HTMLButtonElement>(null);
  const focus = useFocusReport(opened, opener);

  const open = (kind: Opened, button: RefObject<HTMLButtonElement | null>) => {
    opener.current = button.current;
    focus.clear();
    setChoice(null);
    setOpened(kind);
  };
  const closeConfirm = (chosen: string) => {
    setChoice(chosen);
    setOpened('none');
  };

  return (
    <DiagnosticsShell id="modalTest">
      <Cluster>
        <Button ref={plainOpener} onClick={() => open('plain', plainOpener)}>
          {t('modalTest.open')}
        </Button>
        <Button ref={confirmOpener} variant="ghost" onClick={() => open('confirm', confirmOpener)}>
          {t('modalTest.openConfirm')}
        </Button>
      </Cluster>
      <div role="status">
        {focus.report && (
          <p>
            {t('modalTest.closed')} {focus.report}
          </p>
        )}
        {choice && <p>{choice}</p>}
      </div>
      <Dialog
        open={opened === 'plain'}
        onClose={() => setOpened('none')}
        title={t('modalTest.dialogTitle')}
        closeLabel={t('modalTest.close')}
      >
        <DialogBody>
          <p>{t('modalTest.dialogText')}</p>
          <TextField label={t('modalTest.field')} />
          <DialogActions>
            <Button onClick={() => setOpened('none')}>{t('modalTest.done')}</Button>
          </DialogActions>
        </DialogBody>
      </Dialog>
      <Dialog
        open={opened === 'confirm'}
        onClose={() => closeConfirm(t('modalTest.dismissed'))}
        title={t('modalTest.confirmTitle')}
        closeLabel={t('modalTest.close')}
      >
        <DialogBody>
          <p>{t('modalTest.confirmText')}</p>
          <DialogActions>
            <Button variant="ghost" onClick={() => closeConfirm(t('modalTest.chose', { choice: t('modalTest.cancel') }))}>
              {t('modalTest.cancel')}
            </Button>
            <Button onClick={() => closeConfirm(t('modalTest.chose', { choice: t('modalTest.confirm') }))}>{t('modalTest.confirm')}</Button>
          </DialogActions>
        </DialogBody>
      </Dialog>
    </DiagnosticsShell>
  );
}
