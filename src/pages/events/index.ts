export { EventsPage } from './ui/EventsPage';
export { prefetchEventsPage } from './model/eventsPage';
