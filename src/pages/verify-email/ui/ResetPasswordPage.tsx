import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openSignInDialog, recoveryErrorMessage } from '@/features/sign-in';
import { forgotPasswordRequest, resetPasswordRequest } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextField } from '@/shared/ui/text-field';
import { Form } from './RecoveryPage.styles';

/** Without a token: the address to mail a reset link to (the same answer whether or not it has an account). */
function ForgotForm() {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await forgotPasswordRequest(email.trim(), i18n.language.startsWith('zh') ? 'zh' : 'en');
      setSent(true);
    } catch (failure) {
      setError(recoveryErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <Alert tone="info">{t('recovery.forgot.sent', { email: email.trim() })}</Alert>;
  return (
    <Form onSubmit={submit}>
      <p>{t('recovery.forgot.intro')}</p>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div>
        <Button type="submit" disabled={busy}>
          {t('recovery.forgot.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** With the mailed token: the new password (strength as at sign-up); every session is signed out. */
function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await resetPasswordRequest(token, password);
      setDone(true);
    } catch (failure) {
      setError(recoveryErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <>
        <Alert tone="info">{t('recovery.reset.done')}</Alert>
        <div>
          <Button onClick={() => openSignInDialog('login')}>{t('recovery.signIn')}</Button>
        </div>
      </>
    );
  }
  return (
    <Form onSubmit={submit}>
      <TextField
        label={t('recovery.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div>
        <Button type="submit" disabled={busy}>
          {t('recovery.reset.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** /reset-password: asks for a reset link, or (with ?token= from the mail) sets the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('recovery.reset.documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Page>
      <PageHeader title={t(token ? 'recovery.reset.title' : 'recovery.forgot.title')} />
      {token ? <NewPasswordForm token={token} /> : <ForgotForm />}
    </Page>
  );
}
