export { diagnosticsRoutes } from './config/route';
