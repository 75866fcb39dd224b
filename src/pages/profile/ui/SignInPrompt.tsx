import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInDialog } from '@/features/sign-in';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { TextLink } from '@/shared/ui/text-link';
import { GateActions } from './ProfilePage.styles';

/** Shown to visitors: the profile needs a sign-in, which the button offers at once. */
export function SignInPrompt() {
  const { t } = useTranslation('profile');
  const signInDialog = useSignInDialog();
  const headingId = useId();
  return (
    <EmptyState as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('signedOut.title')}</h2>
      <p>{t('signedOut.message')}</p>
      <GateActions>
        <Button onClick={() => signInDialog.open()}>{t('signedOut.login')}</Button>
        <TextLink to="/">{t('signedOut.home')}</TextLink>
      </GateActions>
    </EmptyState>
  );
}
