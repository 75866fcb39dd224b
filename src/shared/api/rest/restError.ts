/**
 * A refusal of one of the site's REST APIs (/auth, /storage), read from their `{error: {code, message}}` answer;
 * `network-error` (status 0) when the API could not be reached, `aborted` when the caller cancelled, `unknown`
 * for an answer that explained nothing. `retryAfter` (seconds) comes with the auth API's 429s.
 */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    readonly retryAfter?: number,
    /** The error object's other fields (the auth API's `suspendedUntil` and `reason` of a suspension). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; retryAfter?: unknown };
}

/** The RestError of an answer that is not a success: its body's code and message, else `unknown` and the status text. */
export function restErrorOf(status: number, body: unknown, statusText: string): RestError {
  const error = (body as ErrorBody | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'unknown';
  const message = typeof error?.message === 'string' ? error.message : statusText;
  const retryAfter = typeof error?.retryAfter === 'number' ? error.retryAfter : undefined;
  const details = Object.fromEntries(
    Object.entries(error ?? {}).filter(([key]) => key !== 'code' && key !== 'message' && key !== 'retryAfter'),
  );
  return new RestError(code, message, status, retryAfter, details);
}
