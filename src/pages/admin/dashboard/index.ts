export { adminDashboardRoute } from './config/route';
