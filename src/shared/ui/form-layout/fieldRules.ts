import { trimmedLength } from '@/shared/lib/text-length';

/** What is wrong with a form field, for forms whose rules mirror a table's CHECK constraints. */
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

/** The message of a field error: the given texts for 'required' and 'invalid', `tooLong` for 'tooLong'. */
export function fieldErrorText(
  error: FieldError | undefined,
  texts: { required?: string; invalid?: string; tooLong: string },
): string | undefined {
  if (error === 'required') return texts.required;
  if (error === 'invalid') return texts.invalid;
  if (error === 'tooLong') return texts.tooLong;
  return undefined;
}
