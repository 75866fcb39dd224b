import { trimmedLength } from '@/shared/lib/text-length';

// Rules shared by the category and author forms, mirroring the CHECK constraints of
// hasura/migrations/default/1795305600100_articles_and_blog/up.sql.

export type FieldError = 'required' | 'tooLong' | 'invalid';

/** 'tooLong' when the trimmed text has more than `max` characters. */
export function lengthError(value: string, max: number): FieldError | undefined {
  return trimmedLength(value) > max ? 'tooLong' : undefined;
}

/** The errors that are set, so an empty object means the form can be saved. */
export function definedErrors<Field extends string>(
  errors: Partial<Record<Field, FieldError | undefined>>,
): Partial<Record<Field, FieldError>> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as Partial<Record<Field, FieldError>>;
}
