export { diagnosticsRoutes } from './config/routes';
