import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken, invalidateAccessToken, useSession } from '@/entities/session';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { PageSection } from '@/shared/ui/page-section';
import { LoadingLine } from '@/shared/ui/loading-line';
import { formatCountdown, type TokenClaims } from '../lib/accessToken';
import { simulateAuthError, type AuthErrorOutcome } from '../lib/simulateAuthError';
import { useAccessTokenClaims } from '../model/useAccessTokenClaims';
import { FactList } from '@/shared/ui/fact-list';
import { Cluster } from '@/shared/ui/layout';
import { Code } from './Diagnostics.styles';
import { DiagnosticsShell } from './DiagnosticsShell';

/** A time of day with seconds, in the page's language. */
function useTimeFormat(): (epochSeconds: number | null) => string {
  const { locale } = useLocaleFormat();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (seconds) => (seconds === null ? '' : format.format(new Date(seconds * 1000)));
}

/** Seconds since the epoch, renewed every second. */
function useEpochSeconds(): number {
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() / 1000), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function SessionFacts() {
  const { t } = useTranslation('diagnostics');
  const { user, isAdmin } = useSession();
  return (
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
  );
}

function ClaimFacts({ claims }: { claims: TokenClaims }) {
  const { t } = useTranslation('diagnostics');
  const formatTime = useTimeFormat();
  const now = useEpochSeconds();
  const left = claims.expiresAt === null ? null : claims.expiresAt - now;
  return (
    <FactList
      facts={[
        [t('authTest.subject'), <Code>{claims.subject}</Code>],
        [t('authTest.allowedRoles'), <Code>{claims.allowedRoles.join(', ')}</Code>],
        [t('authTest.defaultRole'), <Code>{claims.defaultRole}</Code>],
        [t('authTest.issuedAt'), formatTime(claims.issuedAt)],
        [t('authTest.expiresAt'), formatTime(claims.expiresAt), 'token-expiry'],
        [t('authTest.expiresIn'), left === null || left <= 0 ? t('authTest.expired') : formatCountdown(left)],
      ]}
    />
  );
}

function TokenSection() {
  const { t } = useTranslation('diagnostics');
  const formatTime = useTimeFormat();
  const { state, reload } = useAccessTokenClaims();
  const [refreshing, setRefreshing] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  // The real refresh: forget the access token, then ask for one, which trades the refresh token for a new session.
  const refresh = async () => {
    setRefreshing(true);
    setOutcome(null);
    invalidateAccessToken();
    const token = await getAccessToken();
    const next = await reload();
    setRefreshing(false);
    if (token && next.status === 'ready')
      setOutcome({ tone: 'info', text: t('authTest.refreshed', { time: formatTime(next.claims.expiresAt) }) });
    else setOutcome({ tone: 'error', text: t('authTest.refreshFailed') });
  };

  return (
    <PageSection title={t('authTest.token')}>
      {state.status === 'loading' && <LoadingLine label={t('authTest.tokenLoading')} />}
      {state.status === 'missing' && <Alert>{t('authTest.tokenMissing')}</Alert>}
      {state.status === 'invalid' && <Alert>{t('authTest.tokenInvalid')}</Alert>}
      {state.status === 'ready' && <ClaimFacts claims={state.claims} />}
      <Cluster>
        <Button onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? t('authTest.refreshing') : t('authTest.refresh')}
        </Button>
      </Cluster>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </PageSection>
  );
}

function outcomeText(outcome: AuthErrorOutcome, t: TFunction<'diagnostics'>): string {
  if (outcome.kind === 'refused') return t('authTest.simulateResult', { code: outcome.code, message: outcome.message });
  if (outcome.kind === 'unexpected') return t('authTest.simulateUnexpected', { status: outcome.status, body: outcome.body });
  return t('authTest.simulateFailed', { message: outcome.message });
}

function AuthErrorSection() {
  const { t } = useTranslation('diagnostics');
  const { user } = useSession();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<AuthErrorOutcome | null>(null);

  const simulate = async () => {
    setSending(true);
    setOutcome(await simulateAuthError());
    setSending(false);
  };

  return (
    <PageSection title={t('authTest.simulate')}>
      <p>{t('authTest.simulateText')}</p>
      <Cluster>
        <Button variant="ghost" onClick={() => void simulate()} disabled={sending}>
          {sending ? t('authTest.simulating') : t('authTest.simulateButton')}
        </Button>
      </Cluster>
      {outcome && (
        <Alert tone={outcome.kind === 'refused' ? 'info' : 'error'}>
          {outcomeText(outcome, t)}
          {outcome.kind === 'refused' && user && ` ${t('authTest.simulateStillSignedIn')}`}
        </Alert>
      )}
    </PageSection>
  );
}

/** /auth-test: the session, the access token's claims with a live countdown, a real refresh and a refused token. */
export function AuthTestPage() {
  return (
    <DiagnosticsShell id="authTest">
      <SessionFacts />
      <TokenSection />
      <AuthErrorSection />
    </DiagnosticsShell>
  );
}
