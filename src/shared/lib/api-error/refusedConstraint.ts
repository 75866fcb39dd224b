/**
 * The constraint a database refusal names, as the API passes the message on
 * ('... violates unique constraint "categories_slug_key"'); undefined when it names none.
 */
export function refusedConstraint(message: string): string | undefined {
  return /constraint "([^"]+)"/.exec(message)?.[1];
}
