export { CategoryBadge } from './ui/CategoryBadge';
export { CategoryTabs } from './ui/CategoryTabs';
export { CATEGORY_LIMITS, categorySlug, categoryValues, emptyCategory, toCategoryChanges, validateCategory } from './model/categoryForm';
export type { CategoryChanges, CategoryField, CategoryFormErrors, CategoryFormValues } from './model/categoryForm';
