import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken, useSession } from '@/entities/session';
import { resendVerificationRequest, RestError } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';

type Outcome = { sent: true } | { sent: false; retryAfter?: number | undefined };

/**
 * Where a member would write something public (blog editor, new discussion, comment box): until they confirm their
 * address the API refuses it (issue 32), so say so and offer a new link. Nothing for visitors or verified members.
 */
export function ConfirmEmailNotice() {
  const { user } = useSession();
  // Visitors and verified members render nothing and load nothing: asking for the `auth` texts here would suspend
  // the page that holds the notice (an article's comment box) while they load, a layout shift for every reader.
  if (!user || user.emailVerified === true) return null;
  return <UnverifiedNotice email={user.email} />;
}

function UnverifiedNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const resend = async () => {
    try {
      const token = await getAccessToken();
      await resendVerificationRequest(token ?? '');
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ sent: false, retryAfter: error instanceof RestError ? error.retryAfter : undefined });
    }
  };

  return (
    <Alert
      tone="info"
      action={
        outcome?.sent ? undefined : (
          <Button variant="ghost" onClick={() => void resend()}>
            {t('confirmEmail.resend')}
          </Button>
        )
      }
    >
      <strong>{t('confirmEmail.title')}</strong> {t('confirmEmail.body', { email })}
      {outcome?.sent && <> {t('verifyEmail.resent', { email })}</>}
      {outcome && !outcome.sent && (
        <>
          {' '}
          {outcome.retryAfter
            ? t('verifyEmail.resendTooMany', { minutes: Math.ceil(outcome.retryAfter / 60) })
            : t('verifyEmail.resendFailed')}
        </>
      )}
    </Alert>
  );
}
