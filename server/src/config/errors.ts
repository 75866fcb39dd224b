/** An error that stops the server at start-up with one message naming the cause. */
export class StartupError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
    this.code = code;
  }
}
