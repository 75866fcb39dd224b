import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccessToken, invalidateAccessToken } from '@/entities/session';
import { recoveryErrorMessage } from '@/features/sign-in';
import { changeEmailRequest, changePasswordRequest, withReauth } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { Actions, Form, Heading, Section, SubHeading } from './AccountSecurity.styles';

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return <Alert tone={outcome.ok ? 'info' : 'error'}>{outcome.message}</Alert>;
}

/** The current password and a new one; the member's other sessions end, this one goes on. */
function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await changePasswordRequest((await getAccessToken()) ?? '', current, next);
      // The service set a new refresh cookie; the next token comes from it.
      invalidateAccessToken();
      setCurrent('');
      setNext('');
      setOutcome({ ok: true, message: t('recovery.changePassword.done') });
    } catch (error) {
      setOutcome({ ok: false, message: recoveryErrorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-labelledby="change-password-heading">
      <SubHeading id="change-password-heading">{t('recovery.changePassword.heading')}</SubHeading>
      <TextField
        label={t('recovery.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <TextField
        label={t('recovery.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <OutcomeAlert outcome={outcome} />
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('recovery.changePassword.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

/** A new address and the current password: the new address gets a confirm link, the old one a notice. */
function ChangeEmailForm({ email }: { email: string }) {
  const { t, i18n } = useTranslation('auth');
  const [newEmail, setNewEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const language = i18n.language.startsWith('zh') ? 'zh' : 'en';
      await withReauth(async () => changeEmailRequest((await getAccessToken()) ?? '', newEmail.trim(), current, language));
      setCurrent('');
      setOutcome({ ok: true, message: t('recovery.changeEmail.sent', { email: newEmail.trim() }) });
    } catch (error) {
      setOutcome({ ok: false, message: recoveryErrorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-labelledby="change-email-heading">
      <SubHeading id="change-email-heading">{t('recovery.changeEmail.heading')}</SubHeading>
      <p>{t('recovery.changeEmail.current', { email })}</p>
      <TextField
        label={t('recovery.changeEmail.newEmail')}
        type="email"
        autoComplete="email"
        required
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <TextField
        label={t('recovery.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <OutcomeAlert outcome={outcome} />
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('recovery.changeEmail.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

/** The profile's password and email panel. */
export function AccountSecurity({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Section aria-labelledby="account-security-heading">
      <Heading id="account-security-heading">{t('recovery.securityHeading')}</Heading>
      <ChangePasswordForm />
      <ChangeEmailForm email={email} />
    </Section>
  );
}
