import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ButtonLink } from '@/shared/ui/button-link';
import { Dialog } from '@/shared/ui/dialog';
import { Actions } from './SignInDialog.styles';

export interface SignUpWelcomeProps {
  /** The new member's display name. */
  name: string;
  onClose: () => void;
}

/** Shown in the sign-in dialog's place once an account is made: the member is signed in; where to go next. */
export function SignUpWelcome({ name, onClose }: SignUpWelcomeProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open onClose={onClose} title={t('welcome.title', { name })} closeLabel={t('close')}>
      <p>{t('welcome.body')}</p>
      <Actions>
        <Button variant="ghost" onClick={onClose}>
          {t('welcome.continue')}
        </Button>
        <ButtonLink to="/profile" onClick={onClose}>
          {t('welcome.profile')}
        </ButtonLink>
      </Actions>
    </Dialog>
  );
}
