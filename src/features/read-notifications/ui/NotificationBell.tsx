import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../model/useUnreadCount';
import { BellLink, Count } from './NotificationBell.styles';

/** The header's bell: a link to the member's notifications with the unread count, kept live. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount() ?? 0;
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label');
  return (
    <BellLink to="/notifications" aria-label={label} title={label} data-testid="notification-bell">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 9a6 6 0 0 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9M10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
    </BellLink>
  );
}
