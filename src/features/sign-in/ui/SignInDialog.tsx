import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn, signUp, type SessionNotice } from '@/entities/session';
import { COLUMN_LENGTHS } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';
import { TextLink } from '@/shared/ui/text-link';
import { authErrorMessage } from '../lib/authErrorMessage';
import { validateSignInForm, type SignInFormErrors, type SignInFormValues } from '../lib/validateForm';
import { isOwnSignInReason, type SignInMode, type SignInReason } from '../model/dialogStore';
import { PasskeySignIn } from './PasskeySignIn';
import { PasswordToggle } from './PasswordToggle';
import { ProviderButtons } from './ProviderButtons';
import { MagicLinkForm, TwoFactorForm } from './SignInSteps';
import { SignUpWelcome } from './SignUpWelcome';
import { Actions, Form, LinkButton, Reason, SwitchRow } from './SignInDialog.styles';

export interface SignInDialogProps {
  mode: SignInMode;
  /** What the visitor tried, said in a line above the form ('Sign in to vote on news.'). */
  reason?: SignInReason | null;
  onModeChange: (mode: SignInMode) => void;
  notice: SessionNotice | null;
  onClose: () => void;
}

const emptyValues: SignInFormValues = { displayName: '', username: '', email: '', password: '' };

/** The Login / Register dialog (spec section 2); rendered only while open. */
export function SignInDialog({ mode, reason, onModeChange, notice, onClose }: SignInDialogProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState(emptyValues);
  const [fieldErrors, setFieldErrors] = useState<SignInFormErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  // After a sign-up: the new member's name, for the welcome shown in place of the form.
  const [welcome, setWelcome] = useState<string | null>(null);
  // Two-factor sign-in's challenge after a right first factor; the mailed-link form instead of the password.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [magic, setMagic] = useState(false);

  const field = (name: keyof SignInFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const switchMode = () => {
    setFieldErrors({});
    setError(null);
    onModeChange(mode === 'login' ? 'register' : 'login');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateSignInForm(values, mode);
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const email = values.email.trim();
      if (mode === 'login') {
        const next = await signIn(email, values.password);
        if (next) {
          setChallenge(next.challenge);
          setSubmitting(false);
          return;
        }
        onClose();
      } else {
        const displayName = values.displayName.trim();
        await signUp({ email, password: values.password, displayName, username: values.username.trim() });
        setWelcome(displayName);
      }
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setSubmitting(false);
    }
  };

  if (welcome !== null) return <SignUpWelcome name={welcome} onClose={onClose} />;
  if (challenge !== null || magic) {
    return (
      <Dialog open onClose={onClose} title={t(challenge !== null ? 'twoFactor.title' : 'magic.title')} closeLabel={t('close')}>
        {challenge !== null ? (
          <TwoFactorForm challenge={challenge} onDone={onClose} onCancel={() => setChallenge(null)} />
        ) : (
          <MagicLinkForm
            initialEmail={values.email.trim()}
            onDone={onClose}
            onChallenge={(next) => setChallenge(next.challenge)}
            onBack={() => setMagic(false)}
          />
        )}
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t(`title.${mode}`)} closeLabel={t('close')}>
      {reason && <Reason>{isOwnSignInReason(reason) ? t(`reason.${reason}`) : reason}</Reason>}
      {notice === 'expired' && <Alert tone="warning">{t('notice.expired')}</Alert>}
      {notice === 'other-tab' && <Alert tone="info">{t('notice.otherTab')}</Alert>}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {mode === 'register' && (
          <>
            <TextField
              label={t('fields.displayName')}
              autoComplete="name"
              maxLength={COLUMN_LENGTHS.user_profiles.display_name.max}
              error={fieldErrors.displayName && t('validation.displayNameRequired')}
              {...field('displayName')}
            />
            <TextField
              label={t('fields.username')}
              autoComplete="username"
              maxLength={COLUMN_LENGTHS.user_profiles.username.max}
              hint={t('fields.usernameHint')}
              error={fieldErrors.username && t('validation.usernameRequired')}
              {...field('username')}
            />
          </>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete={mode === 'login' ? 'email webauthn' : 'email'}
          error={fieldErrors.email && t(fieldErrors.email === 'required' ? 'validation.emailRequired' : 'validation.emailInvalid')}
          {...field('email')}
        />
        <TextField
          label={t('fields.password')}
          type={passwordVisible ? 'text' : 'password'}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          error={fieldErrors.password && t('validation.passwordRequired')}
          end={
            <PasswordToggle
              visible={passwordVisible}
              onToggle={() => setPasswordVisible(!passwordVisible)}
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
            />
          }
          {...field('password')}
        />
        {mode === 'login' && (
          <TextLink to="/reset-password" onClick={onClose}>
            {t('recovery.forgotLink')}
          </TextLink>
        )}
        {error && <Alert>{error}</Alert>}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t('submit.processing') : t(`submit.${mode}`)}
          </Button>
        </Actions>
      </Form>
      {mode === 'login' && <PasskeySignIn onSignedIn={onClose} />}
      {mode === 'login' && (
        <SwitchRow>
          <LinkButton type="button" onClick={() => setMagic(true)}>
            {t('magic.open')}
          </LinkButton>
        </SwitchRow>
      )}
      <ProviderButtons />
      <SwitchRow>
        {mode === 'login' ? t('switch.toRegister') : t('switch.toLogin')}{' '}
        <LinkButton type="button" onClick={switchMode}>
          {mode === 'login' ? t('switch.toRegisterAction') : t('switch.toLoginAction')}
        </LinkButton>
      </SwitchRow>
    </Dialog>
  );
}
