import { useTranslation } from 'react-i18next';
import { invalidateAccessToken, useSession } from '@/entities/session';
import { useNow } from '@/shared/lib/format-date';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { CheckButton, Code, type CheckResult } from '@/shared/ui/diag-kit';
import { FactList } from '@/shared/ui/fact-list';
import { LoadingLine } from '@/shared/ui/loading-line';
import { PageSection } from '@/shared/ui/page-section';
import { formatCountdown } from '../lib/accessToken';
import { simulateAuthError } from '../lib/probes';
import { useAccessTokenClaims } from '../model/useAccessTokenClaims';

/** /auth-test: the session, the access token's claims with a live countdown, a real refresh and a refused token. */
export function AuthTestPage() {
  const { t } = useTranslation('diagnostics');
  const { user, isAdmin } = useSession();
  const { locale } = useLocaleFormat();
  const time = (seconds: number | null) =>
    seconds === null ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(seconds * 1000);
  const { state, reload } = useAccessTokenClaims();
  const claims = state.status === 'ready' ? state.claims : null;
  // Seconds since the epoch, renewed every second for the countdown.
  const now = useNow(1000).getTime() / 1000;
  const left = !claims || claims.expiresAt === null ? null : claims.expiresAt - now;

  // The real refresh: forget the access token, then read it again, which trades the refresh token for a new session.
  const refresh = async (): Promise<CheckResult> => {
    invalidateAccessToken();
    const next = await reload();
    return next.status === 'ready'
      ? { tone: 'info', text: t('authTest.refreshed', { time: time(next.claims.expiresAt) }) }
      : { tone: 'error', text: t('authTest.refreshFailed') };
  };
  const simulate = async (): Promise<CheckResult> => {
    const { ok, key, values } = await simulateAuthError();
    return {
      tone: ok ? 'info' : 'error',
      text: `${t(`authTest.${key}`, values)}${ok && user ? ` ${t('authTest.simulateStillSignedIn')}` : ''}`,
    };
  };

  return (
    <>
      <PageSection title={t('authTest.session')}>
        <FactList
          facts={[
            [t('authTest.signedIn'), user ? t('yes') : t('no')],
            [t('authTest.userId'), <Code>{user?.id}</Code>],
            [t('authTest.email'), user?.email],
            [t('authTest.displayName'), user?.displayName ?? t('none')],
            [t('authTest.roles'), isAdmin ? `${t('authTest.roleMember')}, ${t('authTest.roleAdmin')}` : t('authTest.roleMember')],
            [t('authTest.emailVerified'), user?.emailVerified ? t('yes') : t('no')],
          ]}
        />
      </PageSection>
      <PageSection title={t('authTest.token')}>
        {state.status === 'loading' && <LoadingLine label={t('authTest.tokenLoading')} />}
        {state.status === 'missing' && <Alert>{t('authTest.tokenMissing')}</Alert>}
        {state.status === 'invalid' && <Alert>{t('authTest.tokenInvalid')}</Alert>}
        {claims && (
          <FactList
            facts={[
              [t('authTest.subject'), <Code>{claims.subject}</Code>],
              [t('authTest.allowedRoles'), <Code>{claims.allowedRoles.join(', ')}</Code>],
              [t('authTest.defaultRole'), <Code>{claims.defaultRole}</Code>],
              [t('authTest.issuedAt'), time(claims.issuedAt)],
              [t('authTest.expiresAt'), time(claims.expiresAt), 'token-expiry'],
              [t('authTest.expiresIn'), left === null || left <= 0 ? t('authTest.expired') : formatCountdown(left)],
            ]}
          />
        )}
        <CheckButton label={t('authTest.refresh')} busyLabel={t('authTest.refreshing')} run={refresh} />
      </PageSection>
      <PageSection title={t('authTest.simulate')}>
        <p>{t('authTest.simulateText')}</p>
        <CheckButton variant="ghost" label={t('authTest.simulateButton')} busyLabel={t('authTest.simulating')} run={simulate} />
      </PageSection>
    </>
  );
}
