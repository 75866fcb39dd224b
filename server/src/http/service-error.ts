// The one error type of the REST services (/auth, /storage, /actions): a refusal the caller can act on, with a
// stable code the client translates and the HTTP status it is answered with. error-handler.ts sends it.

export interface ServiceErrorOptions {
  /** Seconds: sent as the Retry-After header (with the 429s and 503s). */
  retryAfter?: number;
  cause?: unknown;
}

/** A refusal answered as `{error: {code, message, ...extra}}` (or Hasura's action error shape on /actions). */
export class ServiceError<Code extends string = string> extends Error {
  readonly code: Code;
  readonly status: number;
  /** More fields of the answer's error object (the auth API's `retryAfter`). */
  readonly extra: Readonly<Record<string, unknown>>;
  readonly retryAfter: number | undefined;

  constructor(code: Code, message: string, status: number, extra: Record<string, unknown> = {}, options: ServiceErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'ServiceError';
    this.code = code;
    this.status = status;
    this.extra = extra;
    this.retryAfter = options.retryAfter;
  }
}

/** The one code of an unexpected failure; its details go to the log, never to the client. */
export const INTERNAL_ERROR_CODE = 'internal-error';

/** The answer to anything that is not a ServiceError: 500 `internal-error`, 'internal error'. */
export function internalError(): ServiceError {
  return new ServiceError(INTERNAL_ERROR_CODE, 'internal error', 500);
}
