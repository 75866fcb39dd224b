import { lazy, Suspense, useEffect } from 'react';
import { dismissSessionNotice, useSessionNotice } from '@/entities/session';
import { loadNamespaces } from '@/shared/lib/i18n';
import { closeSignInDialog, openSignInDialog, setSignInMode, useSignInDialogState } from '../model/dialogStore';

// The dialog and its messages load on first use, keeping them out of every page's first download.
const SignInDialog = lazy(async () => {
  const [module] = await Promise.all([import('./SignInDialog'), loadNamespaces('auth')]);
  return { default: module.SignInDialog };
});

/** Mount once in the layout: shows the dialog when asked and when the session ended on its own. */
export function SignInDialogHost() {
  const { open, mode, reason } = useSignInDialogState();
  const notice = useSessionNotice();

  useEffect(() => {
    if (notice) openSignInDialog('login');
  }, [notice]);

  const close = () => {
    closeSignInDialog();
    dismissSessionNotice();
  };

  return (
    <Suspense fallback={null}>
      {open && <SignInDialog mode={mode} onModeChange={setSignInMode} notice={notice} reason={reason} onClose={close} />}
    </Suspense>
  );
}
