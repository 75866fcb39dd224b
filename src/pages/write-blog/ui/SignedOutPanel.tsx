import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInDialog } from '@/features/sign-in';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Panel, PanelActions } from './WriteBlogPage.styles';

/** Shown instead of the form when signed out: opens the Login / Register dialog. */
export function SignedOutPanel({ sessionLost }: { sessionLost: boolean }) {
  const { t } = useTranslation('write-blog');
  const dialog = useSignInDialog();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      {sessionLost && <Alert tone="warning">{t('errors.notSignedIn')}</Alert>}
      <h2 id={titleId}>{t('signedOut.title')}</h2>
      <p>{t('signedOut.text')}</p>
      <PanelActions>
        <Button onClick={() => dialog.open('login')}>{t('signedOut.login')}</Button>
        <Button variant="ghost" onClick={() => dialog.open('register')}>
          {t('signedOut.register')}
        </Button>
      </PanelActions>
    </Panel>
  );
}
