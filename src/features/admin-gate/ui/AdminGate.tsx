import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { MessagePage } from '@/shared/ui/message-page';
import { Spinner } from '@/shared/ui/spinner';
import { TextLink } from '@/shared/ui/text-link';
import { useAdminCheck } from '../model/useAdminCheck';
import { Actions, Checking } from './AdminGate.styles';

/** How long the Access denied screen stays before the redirect to the home page. */
export const DENIED_REDIRECT_MS = 3000;

export interface AdminGateProps {
  children: ReactNode;
  /** Opens the site's sign-in dialog (the gate's 'Login / Register' button). */
  onSignIn: () => void;
}

function CheckingScreen() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('gate.checkingTitle'));
  return (
    <Checking aria-busy="true">
      <Spinner label={t('gate.checking')} />
      <span aria-hidden="true">{t('gate.checking')}</span>
    </Checking>
  );
}

function LoginRequiredScreen({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('gate.loginTitle'));
  return (
    <MessagePage title={t('gate.loginHeading')} message={t('gate.loginText')}>
      <Actions>
        <Button onClick={onSignIn}>{t('gate.login')}</Button>
        <TextLink to="/">{t('gate.home')}</TextLink>
      </Actions>
    </MessagePage>
  );
}

function AccessDeniedScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  useDocumentTitle(t('gate.deniedTitle'));
  useEffect(() => {
    const timer = setTimeout(() => navigate('/', { replace: true }), DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <MessagePage title={t('gate.deniedHeading')} message={t('gate.deniedText')}>
      <Actions>
        <TextLink to="/" replace>
          {t('gate.home')}
        </TextLink>
        <span role="status">{t('gate.redirecting')}</span>
      </Actions>
    </MessagePage>
  );
}

function TwoFactorRequiredScreen() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('gate.twoFactorTitle'));
  return (
    <MessagePage title={t('gate.twoFactorHeading')} message={t('gate.twoFactorText')}>
      <Actions>
        <TextLink to="/profile">{t('gate.twoFactorAction')}</TextLink>
      </Actions>
    </MessagePage>
  );
}

/**
 * Shows its children to administrators only: 'Verifying permissions...' while the check runs, Login
 * required to visitors, and Access denied (then the home page) to everyone else. The API enforces the
 * same rule; this only spares non-admins a screen of refusals.
 */
export function AdminGate({ children, onSignIn }: AdminGateProps) {
  const check = useAdminCheck();
  if (check === 'signed-out') return <LoginRequiredScreen onSignIn={onSignIn} />;
  if (check === 'checking') return <CheckingScreen />;
  if (check === 'denied') return <AccessDeniedScreen />;
  if (check === 'needs-two-factor') return <TwoFactorRequiredScreen />;
  return children;
}
