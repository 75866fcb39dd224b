export { adminEventsRoute } from './config/route';
