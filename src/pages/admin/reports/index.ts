export { adminReportsRoute } from './config/route';
