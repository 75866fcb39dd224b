// Rules shared by the category and author forms, mirroring the CHECK constraints of
// hasura/migrations/default/1795305600100_articles_and_blog/up.sql.

export type FieldError = 'required' | 'tooLong' | 'invalid';

/** Length in characters (code points, as Postgres char_length counts them). */
function characters(value: string): number {
  return Array.from(value).length;
}

/** 'tooLong' when the trimmed text has more than `max` characters. */
export function lengthError(value: string, max: number): FieldError | undefined {
  return characters(value.trim()) > max ? 'tooLong' : undefined;
}

/** The errors that are set, so an empty object means the form can be saved. */
export function definedErrors<Field extends string>(errors: Partial<Record<Field, FieldError | undefined>>): Partial<Record<Field, FieldError>> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as Partial<Record<Field, FieldError>>;
}

/** The constraint a database refusal names ('... violates unique constraint "categories_slug_key"'). */
export function refusedConstraint(message: string): string | undefined {
  return /constraint "([a-z0-9_]+)"/.exec(message)?.[1];
}
