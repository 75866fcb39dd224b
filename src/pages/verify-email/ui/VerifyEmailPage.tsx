import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getAccessToken, invalidateAccessToken, useSession } from '@/entities/session';
import { resendVerificationRequest, RestError, verifyEmailRequest } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadingLine } from '@/shared/ui/loading-line';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';

type State = 'checking' | 'done' | 'failed' | 'missing';

/** A member asks for a new link (the last one failed); signed-out visitors are told to sign in first. */
function Resend() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const [outcome, setOutcome] = useState<{ sent: boolean; retryAfter?: number | undefined } | null>(null);
  if (!user) return <p>{t('verifyEmail.signInToResend')}</p>;
  if (user.emailVerified) return <p>{t('verifyEmail.alreadyDone')}</p>;
  if (outcome?.sent) return <Alert tone="info">{t('verifyEmail.resent', { email: user.email })}</Alert>;
  return (
    <>
      {outcome && !outcome.sent && (
        <Alert>
          {outcome.retryAfter
            ? t('verifyEmail.resendTooMany', { minutes: Math.ceil(outcome.retryAfter / 60) })
            : t('verifyEmail.resendFailed')}
        </Alert>
      )}
      <Button
        onClick={async () => {
          try {
            const token = await getAccessToken();
            await resendVerificationRequest(token ?? '');
            setOutcome({ sent: true });
          } catch (error) {
            setOutcome({ sent: false, retryAfter: error instanceof RestError ? error.retryAfter : undefined });
          }
        }}
      >
        {t('verifyEmail.resend')}
      </Button>
    </>
  );
}

/** /verify-email?token=: the link of the verification mail; confirms the address once, then refreshes the session. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verifyEmail.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? 'checking' : 'missing');
  // A token is used once: React's development double effects must not send it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verifyEmailRequest(token).then(
      async () => {
        // The next access token carries x-hasura-email-verified (and the session user emailVerified).
        invalidateAccessToken();
        await getAccessToken().catch(() => null);
        setState('done');
      },
      () => setState('failed'),
    );
  }, [token]);

  return (
    <Page>
      <PageHeader title={t('verifyEmail.title')} />
      {state === 'checking' && <LoadingLine label={t('verifyEmail.checking')} />}
      {state === 'done' && <Alert tone="info">{t('verifyEmail.done')}</Alert>}
      {state === 'failed' && (
        <>
          <Alert>{t('verifyEmail.failed')}</Alert>
          <Resend />
        </>
      )}
      {state === 'missing' && <p>{t('verifyEmail.missingToken')}</p>}
      <p>
        <TextLink to="/">{t('verifyEmail.home')}</TextLink>
      </p>
    </Page>
  );
}
