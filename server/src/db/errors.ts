// StartupError lives with the configuration, the lowest floor of the server (config/ imports nothing of db/).
export { StartupError } from '../config/errors.ts';

/** The message of anything thrown, for error texts. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}

/** A statement ran past its deadline and was stopped (PostgreSQL's SQLSTATE 57014 carries the same code). */
export class StatementTimeoutError extends Error {
  /** Statements stopped at their deadline in this process, on either backend (for /metrics). */
  static stopped = 0;
  readonly code = '57014';
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`the database statement was stopped after its deadline of ${timeoutMs} ms`);
    this.name = 'StatementTimeoutError';
    this.timeoutMs = timeoutMs;
    StatementTimeoutError.stopped += 1;
  }
}
