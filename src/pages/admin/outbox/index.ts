export { adminOutboxRoute } from './config/route';
