/** A GraphQL request error in Hasura's shape: `{message, extensions: {code, path}}`, answered with HTTP 200. */
export class GraphqlError extends Error {
  readonly code: string;
  readonly path: string;

  constructor(code: string, message: string, path = '$') {
    super(message);
    this.name = 'GraphqlError';
    this.code = code;
    this.path = path;
  }

  toJSON(): { message: string; extensions: { code: string; path: string } } {
    return { message: this.message, extensions: { path: this.path, code: this.code } };
  }
}

/** `field "x" not found in type: 'T'`, Hasura's error for unknown fields and arguments' keys. */
export function fieldNotFound(name: string, typeName: string, path: string): GraphqlError {
  return new GraphqlError('validation-failed', `field '${name}' not found in type: '${typeName}'`, path);
}
