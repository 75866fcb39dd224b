import { COLUMN_LENGTHS } from '@/shared/config';
import { isEmail } from '@/shared/lib/text-length';
import { definedErrors, lengthError, type FieldError } from '@/shared/ui/form-layout';

const AUTHORS = COLUMN_LENGTHS.authors;

/** Limits of public.authors in characters. */
export const AUTHOR_LIMITS = {
  name: AUTHORS.name.max,
  email: AUTHORS.email.max,
  bio: AUTHORS.bio.max,
  expertise: AUTHORS.expertise.max,
} as const;

export interface AuthorFormValues {
  name: string;
  email: string;
  bio: string;
  expertise: string;
}

export type AuthorField = keyof AuthorFormValues;

export type AuthorFormErrors = Partial<Record<AuthorField, FieldError>>;

/** The columns the form saves (authors_insert_input / authors_set_input). */
export interface AuthorChanges {
  name: string;
  email: string;
  bio: string | null;
  expertise: string | null;
}

export const emptyAuthor: AuthorFormValues = { name: '', email: '', bio: '', expertise: '' };

function emailError(raw: string): FieldError | undefined {
  const email = raw.trim();
  if (!email) return 'required';
  return lengthError(email, AUTHOR_LIMITS.email) ?? (isEmail(email) ? undefined : 'invalid');
}

/** The field errors of the form (empty when it can be saved). */
export function validateAuthor(values: AuthorFormValues): AuthorFormErrors {
  return definedErrors<AuthorField>({
    name: values.name.trim() ? lengthError(values.name, AUTHOR_LIMITS.name) : 'required',
    email: emailError(values.email),
    bio: lengthError(values.bio, AUTHOR_LIMITS.bio),
    expertise: lengthError(values.expertise, AUTHOR_LIMITS.expertise),
  });
}

/** What to save: trimmed texts, an empty bio or expertise as null. */
export function toAuthorChanges(values: AuthorFormValues): AuthorChanges {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    bio: values.bio.trim() || null,
    expertise: values.expertise.trim() || null,
  };
}

/** A saved row as form values (null columns as empty fields). */
export function authorValues(row: { name: string; email: string; bio?: string | null; expertise?: string | null }): AuthorFormValues {
  return { name: row.name, email: row.email, bio: row.bio ?? '', expertise: row.expertise ?? '' };
}
