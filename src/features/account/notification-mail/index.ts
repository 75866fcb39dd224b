export { EmailNotificationsSection } from './ui/EmailNotificationsSection';
