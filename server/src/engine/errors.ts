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

  toJSON(): { message: string; extensions: { code: string; path: string } } {
    return { message: this.message, extensions: { path: this.path, code: this.code } };
  }
}

/** `field "x" not found in type: 'T'`, Hasura's error for unknown fields and arguments' keys. */
export function fieldNotFound(name: string, typeName: string, path: string): GraphqlError {
  return new GraphqlError('validation-failed', `field '${name}' not found in type: '${typeName}'`, path);
}
