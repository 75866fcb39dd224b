export { AdminEventsPage } from './ui/AdminEventsPage';
