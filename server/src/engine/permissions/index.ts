export { SessionError, type SessionErrorCode } from './errors.ts';
export { parseJwtSecret, type JwtSecretConfig } from './jwt.ts';
export {
  ADMIN_ROLE,
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
