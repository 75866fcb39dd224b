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
import type { SectionFormConfig } from './useManagedSection';

/** The category form: the slug follows the name and stays editable; saving waits for a name. */
export const CATEGORY_FORM: SectionFormConfig<Parameters<typeof categoryValues>[0], CategoryFormValues, CategoryChanges> = {
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

/** The author form: name and email required, the email as the database accepts it. */
export const AUTHOR_FORM: SectionFormConfig<Parameters<typeof authorValues>[0], AuthorFormValues, AuthorChanges> = {
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
