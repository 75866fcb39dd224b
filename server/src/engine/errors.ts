// The engine's errors as Hasura sends them: GraphqlError (`{message, extensions: {code, path}}`), the
// `{"errors":[...]}` body every GraphQL-facing answer uses (HTTP, WebSocket, the server's own HTTP refusals), and
// the one internal error a client gets when the engine or a route failed (the cause is logged, never sent).

/** The text of the engine's (or a GraphQL route's) own failure, as the client sees it. */
export const INTERNAL_ERROR_MESSAGE = 'internal error';

/**
 * A GraphQL request error in Hasura's shape: `{message, extensions: {code, path}}`. /v1/graphql answers it with
 * HTTP 200; /v1alpha1/graphql with `status`, the one Hasura's error carries (400, or 500 for its internal errors).
 */
export class GraphqlError extends Error {
  readonly code: string;
  readonly path: string;
  readonly status: number;

  constructor(code: string, message: string, path = '$', status?: number) {
    super(message);
    this.name = 'GraphqlError';
    this.code = code;
    this.path = path;
    this.status = status ?? (code === 'unexpected' ? 500 : 400);
  }

  /** The error as it goes into a response's `errors`. */
  toJSON(): { message: string; extensions: unknown } {
    return { message: this.message, extensions: { path: this.path, code: this.code } };
  }
}

/** Hasura's `{"errors":[...]}` body (each error as its toJSON gives it). */
export function errorsBody(errors: readonly GraphqlError[]): string {
  return JSON.stringify({ errors: errors.map((error) => error.toJSON()) });
}

/** Hasura's errors body of one error at `$`. */
export function errorBodyOf(code: string, message: string): string {
  return errorsBody([new GraphqlError(code, message)]);
}

/** What a client gets when the engine itself failed: `unexpected`, the internal error text, at `$`. */
export const INTERNAL_ERROR_BODY = errorBodyOf('unexpected', INTERNAL_ERROR_MESSAGE);

/** `field "x" not found in type: 'T'`, Hasura's error for unknown fields and arguments' keys. */
export function fieldNotFound(name: string, typeName: string, path: string): GraphqlError {
  return new GraphqlError('validation-failed', `field '${name}' not found in type: '${typeName}'`, path);
}
