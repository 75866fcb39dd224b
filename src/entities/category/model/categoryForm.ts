import { COLUMN_LENGTHS } from '@/shared/config';
import { slugify } from '@/shared/lib/slug';
import { definedErrors, lengthError, type FieldError } from '@/shared/ui/form-layout';

const CATEGORIES = COLUMN_LENGTHS.categories;

/** Limits of public.categories in characters. */
export const CATEGORY_LIMITS = {
  name: CATEGORIES.name.max,
  nameZh: CATEGORIES.name_zh.max,
  slug: CATEGORIES.slug.max,
  description: CATEGORIES.description.max,
} as const;

export interface CategoryFormValues {
  name: string;
  nameZh: string;
  slug: string;
  description: string;
}

export type CategoryField = keyof CategoryFormValues;

export type CategoryFormErrors = Partial<Record<CategoryField, FieldError>>;

/** The columns the form saves (categories_insert_input / categories_set_input). */
export interface CategoryChanges {
  name: string;
  name_zh: string | null;
  slug: string;
  description: string | null;
}

// The slug CHECK of public.categories: lowercase words of a-z and 0-9 joined by single hyphens.
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const emptyCategory: CategoryFormValues = { name: '', nameZh: '', slug: '', description: '' };

/** The spec's slug of a category name: punctuation dropped, cut to the database's 100 characters. */
export function categorySlug(name: string): string {
  return slugify(name, { maxLength: CATEGORY_LIMITS.slug, dropPunctuation: true });
}

function slugError(raw: string): FieldError | undefined {
  const slug = raw.trim();
  if (!slug) return 'required';
  return lengthError(slug, CATEGORY_LIMITS.slug) ?? (SLUG_PATTERN.test(slug) ? undefined : 'invalid');
}

/** The field errors of the form (empty when it can be saved). */
export function validateCategory(values: CategoryFormValues): CategoryFormErrors {
  return definedErrors<CategoryField>({
    name: values.name.trim() ? lengthError(values.name, CATEGORY_LIMITS.name) : 'required',
    nameZh: lengthError(values.nameZh, CATEGORY_LIMITS.nameZh),
    slug: slugError(values.slug),
    description: lengthError(values.description, CATEGORY_LIMITS.description),
  });
}

/** What to save: trimmed texts, an empty Chinese name or description as null. */
export function toCategoryChanges(values: CategoryFormValues): CategoryChanges {
  return {
    name: values.name.trim(),
    name_zh: values.nameZh.trim() || null,
    slug: values.slug.trim(),
    description: values.description.trim() || null,
  };
}

/** A saved row as form values (null columns as empty fields). */
export function categoryValues(row: {
  name: string;
  name_zh?: string | null;
  slug: string;
  description?: string | null;
}): CategoryFormValues {
  return { name: row.name, nameZh: row.name_zh ?? '', slug: row.slug, description: row.description ?? '' };
}
