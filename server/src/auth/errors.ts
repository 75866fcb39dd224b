import { ServiceError } from '../http/service-error.ts';
import { suspendedMessage, type Suspension } from './suspension.ts';

/** The stable codes of `{error:{code,message}}` that the client translates. */
export type AuthErrorCode =
  | 'invalid-request'
  | 'invalid-email'
  | 'weak-password'
  | 'invalid-username'
  | 'invalid-display-name'
  | 'signup-refused'
  | 'username-taken'
  | 'invalid-credentials'
  | 'account-disabled'
  | 'account-suspended'
  | 'csrf'
  | 'too-many-attempts'
  | 'too-many-signups'
  | 'invalid-refresh-token'
  | 'user-not-found'
  | 'last-admin'
  | 'invalid-token'
  | 'unauthenticated'
  | 'too-many-requests'
  | 'reauth-required'
  | 'reauth-failed'
  | 'forbidden'
  | 'unknown-provider'
  | 'last-sign-in-method'
  | 'provider-unavailable'
  | 'passkey-failed'
  | 'unknown-passkey'
  | 'passkey-not-found'
  | 'too-many-passkeys'
  | 'invalid-code'
  | 'invalid-challenge'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'session-not-found';

const STATUS: Record<AuthErrorCode, number> = {
  'invalid-request': 400,
  'invalid-email': 400,
  'weak-password': 400,
  'invalid-username': 400,
  'invalid-display-name': 400,
  'signup-refused': 409,
  'username-taken': 409,
  'invalid-credentials': 401,
  'account-disabled': 403,
  'account-suspended': 403,
  csrf: 403,
  'too-many-attempts': 429,
  'too-many-signups': 429,
  'invalid-refresh-token': 401,
  'user-not-found': 404,
  'last-admin': 409,
  'invalid-token': 400,
  unauthenticated: 401,
  'too-many-requests': 429,
  'reauth-required': 403,
  'reauth-failed': 403,
  forbidden: 403,
  'unknown-provider': 404,
  'last-sign-in-method': 409,
  'provider-unavailable': 503,
  'passkey-failed': 400,
  'unknown-passkey': 401,
  'passkey-not-found': 404,
  'too-many-passkeys': 409,
  'invalid-code': 400,
  'invalid-challenge': 401,
  'two-factor-enabled': 409,
  'two-factor-disabled': 409,
  'session-not-found': 404,
};

/**
 * A refused auth request, answered `{error: {code, message, retryAfter?}}` with its code's status; `retryAfter`
 * (seconds, also the Retry-After header) comes with the 429s. An unexpected failure is the shared 500 `internal-error`.
 */
export class AuthError extends ServiceError<AuthErrorCode> {
  constructor(
    code: AuthErrorCode,
    message: string,
    options: { retryAfter?: number; cause?: unknown; extra?: Record<string, unknown> } = {},
  ) {
    const extra = { ...options.extra, ...(options.retryAfter === undefined ? {} : { retryAfter: options.retryAfter }) };
    super(code, message, STATUS[code], extra, options);
    this.name = 'AuthError';
  }
}

/**
 * A moderator suspended the account: told only to someone who knows the password (or holds a session), with the end
 * of the suspension and the moderator's reason, so the client can say both in the reader's language.
 */
export function accountSuspended(suspension: Suspension): AuthError {
  return new AuthError('account-suspended', suspendedMessage(suspension), {
    extra: { suspendedUntil: suspension.until, reason: suspension.reason },
  });
}

/** The one answer for an unknown email, a wrong password and an account that cannot sign in with a password. */
export function invalidCredentials(): AuthError {
  return new AuthError('invalid-credentials', 'Wrong email or password.');
}
