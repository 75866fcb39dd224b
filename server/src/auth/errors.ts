/** The stable codes of `{error:{code,message}}` that the client translates. */
export type AuthErrorCode =
  | 'invalid-request'
  | 'invalid-email'
  | 'weak-password'
  | 'invalid-username'
  | 'invalid-display-name'
  | 'email-taken'
  | 'username-taken'
  | 'invalid-credentials'
  | 'account-disabled'
  | 'csrf'
  | 'too-many-attempts'
  | 'too-many-signups'
  | 'invalid-refresh-token'
  | 'user-not-found'
  | 'last-admin'
  | 'internal-error';

const STATUS: Record<AuthErrorCode, number> = {
  'invalid-request': 400,
  'invalid-email': 400,
  'weak-password': 400,
  'invalid-username': 400,
  'invalid-display-name': 400,
  'email-taken': 409,
  'username-taken': 409,
  'invalid-credentials': 401,
  'account-disabled': 403,
  csrf: 403,
  'too-many-attempts': 429,
  'too-many-signups': 429,
  'invalid-refresh-token': 401,
  'user-not-found': 404,
  'last-admin': 409,
  'internal-error': 500,
};

/** A refused auth request; `status` is its HTTP status, `retryAfter` (seconds) comes with the 429s. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;
  readonly status: number;
  readonly retryAfter: number | undefined;

  constructor(code: AuthErrorCode, message: string, options: { retryAfter?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AuthError';
    this.code = code;
    this.status = STATUS[code];
    this.retryAfter = options.retryAfter;
  }

  /** The response body of the auth API. */
  toJSON(): { error: { code: AuthErrorCode; message: string; retryAfter?: number } } {
    return {
      error: { code: this.code, message: this.message, ...(this.retryAfter !== undefined && { retryAfter: this.retryAfter }) },
    };
  }
}

/** The one answer for an unknown email, a wrong password and an account that cannot sign in with a password. */
export function invalidCredentials(): AuthError {
  return new AuthError('invalid-credentials', 'Wrong email or password.');
}
