import { INTERNAL_ERROR_BODY } from '../errors.ts';

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
  return JSON.stringify((JSON.parse(INTERNAL_ERROR_BODY) as { errors: unknown[] }).errors);
}
