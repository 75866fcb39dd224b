// Sessions: who a request is (role, variables, expiry) from its headers. The engine, storage and the
// WebSocket transport import this folder through this file.
export { SessionError, type SessionErrorCode } from './errors.ts';
export { parseJwtSecret, type JwtSecretConfig } from './jwt-config.ts';
export { ROLES } from '#contract/roles.ts';
export {
  carriesAdminSecret,
  createSessionResolver,
  type AdminSecretAttemptsConfig,
  type RequestHeaders,
  type ResolveOptions,
  type Session,
  type SessionConfig,
  type SessionResolver,
  type WrongAdminSecret,
} from './session.ts';
export { getSessionVariable, parseSessionArray } from './session-variables.ts';
