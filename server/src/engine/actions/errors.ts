import { GraphqlError } from '../errors.ts';

/**
 * An action error whose `extensions` are not the usual `{code, path}`: a handler's own `extensions`
 * (passed through verbatim, as Hasura does) or the `internal` details admins get for a 5xx answer.
 */
export class ActionError extends GraphqlError {
  readonly extensions: unknown;

  constructor(message: string, extensions: unknown, status?: number) {
    const code = (extensions as { code?: unknown } | null)?.code;
    super(typeof code === 'string' ? code : 'unexpected', message, '$', status);
    this.name = 'ActionError';
    this.extensions = extensions;
  }

  /** The error as it goes into the response's `errors`: the handler's `extensions` as they are. */
  override toJSON(): { message: string; extensions: unknown } {
    return { message: this.message, extensions: this.extensions };
  }
}
