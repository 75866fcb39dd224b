export { EventPage } from './ui/EventPage';
export { prefetchEventPage } from './model/prefetchEventPage';
