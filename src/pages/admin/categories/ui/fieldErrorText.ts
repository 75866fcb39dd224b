import type { FieldError } from '../lib/formRules';

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
