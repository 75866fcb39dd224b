export { SessionError, type SessionErrorCode } from './errors.ts';
export { parseJwtSecret, type JwtSecretConfig } from './jwt.ts';
export {
  ADMIN_ROLE,
  createSessionResolver,
  type RequestHeaders,
  type Session,
  type SessionConfig,
  type SessionResolver,
} from './session.ts';
export { getSessionVariable, parseSessionArray } from './session-variables.ts';
