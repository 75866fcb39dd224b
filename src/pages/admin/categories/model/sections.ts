import type { AnyVariables, DocumentInput } from 'urql';
import type { RowMutation } from '@/shared/api';
import { COLUMN_LENGTHS } from '@/shared/config';
import { htmlLangs } from '@/shared/lib/i18n';
import { slugify } from '@/shared/lib/slug';
import { isEmail } from '@/shared/lib/text-length';
import { valuesOfRow, type FieldSpec } from '@/shared/ui/form-fields';
import { definedErrors, lengthError, type FieldError } from '@/shared/ui/form-layout';
import {
  AdminCategoriesAuthorsQuery,
  AdminCategoriesCategoriesQuery,
  AdminCategoriesDeleteAuthorMutation,
  AdminCategoriesDeleteCategoryMutation,
  AdminCategoriesInsertAuthorMutation,
  AdminCategoriesInsertCategoryMutation,
  AdminCategoriesUpdateAuthorMutation,
  AdminCategoriesUpdateCategoryMutation,
} from '../api/adminCategoriesQueries';

/** Which list: its table, and the key of its texts in the admin-categories namespace. */
export type SectionKind = 'categories' | 'authors';

/** A form's values: the text of each field. */
export type SectionValues<Field extends string = string> = Record<Field, string>;

/** The columns a form saves (rowOfValues): trimmed texts, an empty one as null. */
export type SectionChanges = Record<string, unknown>;

/** A listed row: its columns, and how many articles use it (said in the delete confirmation). */
export type SectionRow = { id: string; articles_aggregate: { aggregate?: { count: number } | null } } & Record<string, unknown>;

/** A section's list query (its rows under the section's kind), its insert, update and delete, and the fields added to a new row. */
export interface SectionMutations {
  query: DocumentInput<Partial<Record<SectionKind, readonly SectionRow[]>>, AnyVariables>;
  insert: RowMutation<{ id: string }, { object: SectionChanges }>;
  update: RowMutation<{ id: string }, { id: string; set: SectionChanges }>;
  remove: RowMutation<{ id: string }, { id: string }>;
  extra?: object;
}

/**
 * A section: its kind, its queries, its fields with the column each is saved in (a field's text is at most its
 * column's length), the checks and the form's fields. Each field's label, hint and messages are `<kind>.form.<field>`,
 * `…Hint`, `…Required` and `…Invalid` of admin-categories; each listed column's heading is `<kind>.table.<field>`.
 */
export interface SectionConfig<Field extends string = string> {
  kind: SectionKind;
  mutations: SectionMutations;
  columns: Record<Field, string>;
  fields: FieldSpec<SectionValues<Field>>[];
  /** The fields that must be filled (the others are labelled "(optional)"), those with a hint, and text checks. */
  required: Field[];
  hints?: Field[];
  valid?: Partial<Record<Field, (text: string) => boolean>>;
  /** The other fields a change sets (a slug that follows the name). */
  derive?(field: Field, value: unknown): Partial<SectionValues<Field>>;
  /** A field the submit waits for, its message shown once it was touched (a category's name). */
  first?: Field;
  /** Missing fields are told in one alert (`<kind>.form.required`) the fields point to, not each under its field. */
  requiredAlert?: boolean;
  /** The list's columns after the name (strong, with `nameZh` under it when there is one): a field shown as code or
   * clamped, an empty one as `<kind>.table.none`. */
  table: { field: Field; as?: 'code' | 'clamp' }[];
}

/** Each field's most characters: its column's length. */
export const limitsOf = <Field extends string>({ kind, columns }: Pick<SectionConfig<Field>, 'kind' | 'columns'>) =>
  Object.fromEntries(
    Object.entries<string>(columns).map(([field, column]) => [
      field,
      (COLUMN_LENGTHS[kind] as Record<string, { max: number }>)[column]!.max,
    ]),
  ) as Record<Field, number>;

/** A new row's values (empty fields), or a saved row's (null columns as empty fields). */
export const valuesOf = <Field extends string>({ columns }: Pick<SectionConfig<Field>, 'columns'>, row: object = {}) =>
  valuesOfRow(columns, Object.fromEntries(Object.keys(columns).map((field) => [field, ''])) as SectionValues<Field>, { ...row });

/** The errors of a form's trimmed texts: a required one missing, one over its limit, or one its `valid` refuses. */
export function sectionErrors<Field extends string>(config: SectionConfig<Field>, values: SectionValues<Field>) {
  const limits = limitsOf(config);
  const errorOf = (field: Field): FieldError | undefined => {
    const text = values[field].trim();
    if (!text) return config.required.includes(field) ? 'required' : undefined;
    return lengthError(text, limits[field]) ?? (config.valid?.[field]?.(text) === false ? 'invalid' : undefined);
  };
  return definedErrors<Field>(Object.fromEntries((Object.keys(limits) as Field[]).map((field) => [field, errorOf(field)])) as never);
}

// The slug CHECK of public.categories: lowercase words of a-z and 0-9 joined by single hyphens.
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The spec's slug of a category name: punctuation dropped, cut to the database's 100 characters. */
export const categorySlug = (name: string) => slugify(name, { maxLength: COLUMN_LENGTHS.categories.slug.max, dropPunctuation: true });

type CategoryField = 'name' | 'nameZh' | 'slug' | 'description';

/** The categories section (new ones are article categories): the slug follows the name and stays editable; saving waits for a name. */
export const CATEGORIES: SectionConfig<CategoryField> = {
  kind: 'categories',
  mutations: {
    query: AdminCategoriesCategoriesQuery,
    insert: AdminCategoriesInsertCategoryMutation,
    update: AdminCategoriesUpdateCategoryMutation,
    remove: AdminCategoriesDeleteCategoryMutation,
    extra: { scope: 'article' },
  },
  columns: { name: 'name', nameZh: 'name_zh', slug: 'slug', description: 'description' },
  required: ['name', 'slug'],
  valid: { slug: (slug) => SLUG_PATTERN.test(slug) },
  hints: ['slug'],
  derive: (field, value) => (field === 'name' ? { slug: categorySlug(String(value)) } : {}),
  first: 'name',
  fields: [
    {
      kind: 'row',
      min: '16rem',
      fields: [{ field: 'name' }, { field: 'nameZh', lang: htmlLangs.zh }, { field: 'slug', spellCheck: false }],
    },
    { kind: 'textarea', field: 'description', rows: 3 },
  ],
  table: [
    { field: 'slug', as: 'code' },
    { field: 'description', as: 'clamp' },
  ],
};

/** The authors section: name and email required, the email as the database accepts it. */
export const AUTHORS: SectionConfig<'name' | 'email' | 'bio' | 'expertise'> = {
  kind: 'authors',
  mutations: {
    query: AdminCategoriesAuthorsQuery,
    insert: AdminCategoriesInsertAuthorMutation,
    update: AdminCategoriesUpdateAuthorMutation,
    remove: AdminCategoriesDeleteAuthorMutation,
  },
  columns: { name: 'name', email: 'email', bio: 'bio', expertise: 'expertise' },
  required: ['name', 'email'],
  valid: { email: isEmail },
  requiredAlert: true,
  fields: [
    {
      kind: 'row',
      min: '16rem',
      fields: [{ field: 'name' }, { field: 'email', type: 'email', spellCheck: false }, { field: 'expertise' }],
    },
    { kind: 'textarea', field: 'bio', rows: 3 },
  ],
  table: [{ field: 'email' }, { field: 'expertise' }, { field: 'bio', as: 'clamp' }],
};
