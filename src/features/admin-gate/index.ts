export { AdminGate, DENIED_REDIRECT_MS } from './ui/AdminGate';
export type { AdminGateProps } from './ui/AdminGate';
export { useAdminCheck } from './model/useAdminCheck';
export type { AdminCheck } from './model/useAdminCheck';
