// The Login dialog's other ways in (issue 32): the authenticator-code step of two-factor sign-in, and sign-in by a
// mailed link or code.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { completeTwoFactor, signInWithMagic, type TwoFactorChallenge } from '@/entities/session';
import { sendMagicLinkRequest } from '@/shared/api';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { authErrorMessage } from '../lib/authErrorMessage';
import { Actions, Form } from './SignInDialog.styles';

/** The code of an authenticator app (or a recovery code) after the first factor. */
export function TwoFactorForm({ challenge, onDone, onCancel }: { challenge: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') return setError(t('twoFactor.required'));
    setSubmitting(true);
    setError(null);
    try {
      await completeTwoFactor(challenge, code.trim());
      onDone();
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('twoFactor.intro')}</p>
      <TextField
        label={t('twoFactor.code')}
        hint={t('twoFactor.hint')}
        autoComplete="one-time-code"
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('submit.processing') : t('twoFactor.submit')}
        </Button>
      </Actions>
    </Form>
  );
}

/** "Email me a sign-in link": the address, then the mailed 6-digit code (or the mail's link, in another tab). */
export function MagicLinkForm({
  initialEmail,
  onDone,
  onChallenge,
  onBack,
}: {
  initialEmail: string;
  onDone: () => void;
  onChallenge: (challenge: TwoFactorChallenge) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '') return setError(t('validation.emailRequired'));
    setSubmitting(true);
    try {
      if (!sent) {
        await sendMagicLinkRequest(email.trim(), i18n.language.startsWith('zh') ? 'zh' : 'en');
        setSent(true);
      } else {
        const challenge = await signInWithMagic({ email: email.trim(), code: code.trim() });
        if (challenge) return onChallenge(challenge);
        return onDone();
      }
    } catch (failure) {
      setError(authErrorMessage(failure, t));
    }
    setSubmitting(false);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p>{sent ? t('magic.sent', { email: email.trim() }) : t('magic.intro')}</p>
      {sent ? (
        <TextField
          label={t('magic.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      ) : (
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      {error && <Alert>{error}</Alert>}
      <Actions>
        <Button variant="ghost" onClick={onBack}>
          {t('magic.back')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('submit.processing') : t(sent ? 'magic.submit' : 'magic.send')}
        </Button>
      </Actions>
    </Form>
  );
}
