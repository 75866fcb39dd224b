// SessionError: why a request (or the auth configuration) cannot become a session, with Hasura's code and status.
/** Hasura's `extensions.code` values for failures while resolving a request's session. */
export type SessionErrorCode =
  | 'access-denied'
  | 'invalid-headers'
  | 'invalid-jwt'
  | 'jwt-invalid-claims'
  | 'jwt-missing-role-claims'
  | 'not-found'
  | 'parse-failed'
  | 'unexpected'
  | 'invalid-configuration';

export interface SessionErrorOptions {
  /** Hasura's HTTP status for this error; /v1/graphql still answers 200 with `errors`. */
  status?: number;
  cause?: unknown;
}

/** A request (or the auth configuration) that cannot be turned into a session. */
export class SessionError extends Error {
  readonly code: SessionErrorCode;
  readonly status: number;

  constructor(code: SessionErrorCode, message: string, options: SessionErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'SessionError';
    this.code = code;
    this.status = options.status ?? 400;
  }
}
