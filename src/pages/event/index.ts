export { EventPage } from './ui/EventPage';
