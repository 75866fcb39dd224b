import { COLUMN_LENGTHS } from '@/shared/config';
import { htmlLangs } from '@/shared/lib/i18n';
import { isEmail } from '@/shared/lib/text-length';
import {
  CATEGORY_LIMITS,
  categorySlug,
  categoryValues,
  emptyCategory,
  toCategoryChanges,
  validateCategory,
  type CategoryChanges,
  type CategoryFormValues,
} from '@/entities/category';
import { authorValues, emptyAuthor, toAuthorChanges, type AuthorChanges, type AuthorFormValues } from '../lib/authorForm';
import {
  AdminCategoriesDeleteAuthorMutation,
  AdminCategoriesDeleteCategoryMutation,
  AdminCategoriesInsertAuthorMutation,
  AdminCategoriesInsertCategoryMutation,
  AdminCategoriesUpdateAuthorMutation,
  AdminCategoriesUpdateCategoryMutation,
} from '../api/adminCategoriesQueries';
import type { SectionConfig } from './useManagedSection';

const AUTHORS_TABLE = COLUMN_LENGTHS.authors;

/** The categories section (new ones are article categories): the slug follows the name and stays editable; saving waits for a name. */
export const CATEGORIES: SectionConfig<Parameters<typeof categoryValues>[0], CategoryFormValues, CategoryChanges> = {
  kind: 'categories',
  mutations: {
    insert: AdminCategoriesInsertCategoryMutation,
    update: AdminCategoriesUpdateCategoryMutation,
    remove: AdminCategoriesDeleteCategoryMutation,
    extra: { scope: 'article' },
  },
  empty: emptyCategory,
  valuesOf: categoryValues,
  validate: validateCategory,
  toChanges: toCategoryChanges,
  limits: CATEGORY_LIMITS,
  required: ['name', 'slug'],
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
};

/** The authors section: name and email required, the email as the database accepts it. */
export const AUTHORS: SectionConfig<Parameters<typeof authorValues>[0], AuthorFormValues, AuthorChanges> = {
  kind: 'authors',
  mutations: {
    insert: AdminCategoriesInsertAuthorMutation,
    update: AdminCategoriesUpdateAuthorMutation,
    remove: AdminCategoriesDeleteAuthorMutation,
  },
  empty: emptyAuthor,
  valuesOf: authorValues,
  toChanges: toAuthorChanges,
  limits: {
    name: AUTHORS_TABLE.name.max,
    email: AUTHORS_TABLE.email.max,
    bio: AUTHORS_TABLE.bio.max,
    expertise: AUTHORS_TABLE.expertise.max,
  },
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
};
