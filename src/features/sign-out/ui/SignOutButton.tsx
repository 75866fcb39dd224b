import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '@/entities/session';

/** Signs the member out here and in their other tabs; styled by the menu that holds it. */
export function SignOutButton({ onSignedOut, ...props }: ComponentProps<'button'> & { onSignedOut?: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      {...props}
      onClick={() => {
        onSignedOut?.();
        void signOut();
      }}
    >
      {t('userMenu.logout')}
    </button>
  );
}
