export { useMarkRead } from './model/useMarkRead';
export { useUnreadCount } from './model/useUnreadCount';
export { NotificationBell } from './ui/NotificationBell';
