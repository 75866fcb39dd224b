export { ensureFirstAdmin, grantAdmin, revokeAdmin, type FirstAdmin } from './admin.ts';
export { AuthError, type AuthErrorCode } from './errors.ts';
export { hasuraJwtSecret, loadAuthKeys, type AuthKeys } from './keys.ts';
export { registerAccountRoutes, type AccountRouteOptions } from './account-routes.ts';
export { eraseDueAccounts } from './account-deletion.ts';
export { registerAuth, type AuthRouteOptions } from './routes.ts';
export { findSuspension, suspendedMessage, type Suspension } from './suspension.ts';
