import { useTranslation } from 'react-i18next';
import { MemberBadge } from './MemberBadge';
import { PlaceholderLink } from './UserMenu.styles';

/**
 * The member's account button as the server renders it (from the hint cookie) and while the menu's code loads:
 * the same size and look as the menu's button, a link to the profile until the menu takes its place.
 */
export function AccountPlaceholder({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <PlaceholderLink to="/profile" aria-label={t('userMenu.label', { name })}>
      <MemberBadge name={name} />
    </PlaceholderLink>
  );
}
