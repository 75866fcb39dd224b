export interface AuthorFormValues {
  name: string;
  email: string;
  bio: string;
  expertise: string;
}

/** The columns the form saves (authors_insert_input / authors_set_input). */
export interface AuthorChanges {
  name: string;
  email: string;
  bio: string | null;
  expertise: string | null;
}

export const emptyAuthor: AuthorFormValues = { name: '', email: '', bio: '', expertise: '' };

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
