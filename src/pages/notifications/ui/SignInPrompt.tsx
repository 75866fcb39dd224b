import { useTranslation } from 'react-i18next';
import { useSignInDialog } from '@/features/sign-in';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Shown to visitors: notifications need a sign-in, which the button offers at once. */
export function SignInPrompt() {
  const { t } = useTranslation('notifications');
  const signInDialog = useSignInDialog();
  return (
    <EmptyState>
      <p>{t('signedOut')}</p>
      <Button onClick={() => signInDialog.open()}>{t('signIn')}</Button>
    </EmptyState>
  );
}
