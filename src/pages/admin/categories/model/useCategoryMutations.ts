import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import {
  AdminCategoriesDeleteCategoryMutation,
  AdminCategoriesInsertCategoryMutation,
  AdminCategoriesUpdateCategoryMutation,
} from '../api/adminCategoriesQueries';
import type { CategoryChanges } from '@/entities/category';
import { writeOutcome, type WriteOutcome } from './writeOutcome';

/** Creating (in scope 'article'), updating and deleting categories as site_admin. */
export function useCategoryMutations() {
  const [, insertCategory] = useMutation(AdminCategoriesInsertCategoryMutation);
  const [, updateCategory] = useMutation(AdminCategoriesUpdateCategoryMutation);
  const [, deleteCategory] = useMutation(AdminCategoriesDeleteCategoryMutation);

  /** Creates the category when `id` is null, else updates that one. */
  async function save(id: string | null, changes: CategoryChanges): Promise<WriteOutcome> {
    if (id === null) {
      const result = await insertCategory({ object: { ...changes, scope: 'article' } }, siteAdminContext);
      return writeOutcome(result.error, result.data?.insert_categories_one);
    }
    const result = await updateCategory({ id, changes }, siteAdminContext);
    return writeOutcome(result.error, result.data?.update_categories_by_pk);
  }

  async function remove(id: string): Promise<WriteOutcome> {
    const result = await deleteCategory({ id }, siteAdminContext);
    return writeOutcome(result.error, result.data?.delete_categories_by_pk);
  }

  return { save, remove };
}
