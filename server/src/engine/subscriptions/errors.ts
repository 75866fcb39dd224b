/** Hasura's `{"errors":[...]}` body with one error at path `$`. */
export function errorBody(code: string, message: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { path: '$', code } }] });
}

/** What a client gets when the engine itself failed (the cause is logged, not sent). */
export const UNEXPECTED_BODY = errorBody('unexpected', 'an unexpected error occurred while running the operation');

/** Whether a result body is an errors-only answer (`{"errors":[...]}`, no data). */
export function isErrorsBody(body: string): boolean {
  return body.startsWith('{"errors"');
}

/** The errors array of an errors body, as JSON text (graphql-transport-ws sends the bare array). */
export function errorsArrayOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown };
    if (Array.isArray(parsed.errors)) return JSON.stringify(parsed.errors);
  } catch {
    // Not JSON: reported below as an unexpected error rather than sent as is.
  }
  return JSON.stringify((JSON.parse(UNEXPECTED_BODY) as { errors: unknown[] }).errors);
}
