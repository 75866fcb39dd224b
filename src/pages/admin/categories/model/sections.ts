import { htmlLangs } from '@/shared/lib/i18n';
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
import {
  AUTHOR_LIMITS,
  authorValues,
  emptyAuthor,
  toAuthorChanges,
  validateAuthor,
  type AuthorChanges,
  type AuthorFormValues,
} from '../lib/authorForm';
import {
  AdminCategoriesDeleteAuthorMutation,
  AdminCategoriesDeleteCategoryMutation,
  AdminCategoriesInsertAuthorMutation,
  AdminCategoriesInsertCategoryMutation,
  AdminCategoriesUpdateAuthorMutation,
  AdminCategoriesUpdateCategoryMutation,
} from '../api/adminCategoriesQueries';
import type { SectionConfig } from './useManagedSection';

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
  optional: ['nameZh', 'description'],
  hints: ['slug'],
  derive: (field, value) => (field === 'name' ? { slug: categorySlug(String(value)) } : {}),
  first: 'name',
  fields: [
    {
      kind: 'row',
      min: '16rem',
      fields: [
        { field: 'name', required: true },
        { field: 'nameZh', lang: htmlLangs.zh },
        { field: 'slug', spellCheck: false },
      ],
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
  validate: validateAuthor,
  toChanges: toAuthorChanges,
  limits: AUTHOR_LIMITS,
  optional: ['expertise', 'bio'],
  requiredAlert: true,
  fields: [
    {
      kind: 'row',
      min: '16rem',
      fields: [
        { field: 'name', required: true },
        { field: 'email', type: 'email', spellCheck: false, required: true },
        { field: 'expertise' },
      ],
    },
    { kind: 'textarea', field: 'bio', rows: 3 },
  ],
};
