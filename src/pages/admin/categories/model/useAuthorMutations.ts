import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import {
  AdminCategoriesDeleteAuthorMutation,
  AdminCategoriesInsertAuthorMutation,
  AdminCategoriesUpdateAuthorMutation,
} from '../api/adminCategoriesQueries';
import type { AuthorChanges } from '../lib/authorForm';
import { writeOutcome, type WriteOutcome } from './writeOutcome';

/** Creating, updating and deleting authors as site_admin. */
export function useAuthorMutations() {
  const [, insertAuthor] = useMutation(AdminCategoriesInsertAuthorMutation);
  const [, updateAuthor] = useMutation(AdminCategoriesUpdateAuthorMutation);
  const [, deleteAuthor] = useMutation(AdminCategoriesDeleteAuthorMutation);

  /** Creates the author when `id` is null, else updates that one. */
  async function save(id: string | null, changes: AuthorChanges): Promise<WriteOutcome> {
    if (id === null) {
      const result = await insertAuthor({ object: changes }, siteAdminContext);
      return writeOutcome(result.error, result.data?.insert_authors_one);
    }
    const result = await updateAuthor({ id, changes }, siteAdminContext);
    return writeOutcome(result.error, result.data?.update_authors_by_pk);
  }

  async function remove(id: string): Promise<WriteOutcome> {
    const result = await deleteAuthor({ id }, siteAdminContext);
    return writeOutcome(result.error, result.data?.delete_authors_by_pk);
  }

  return { save, remove };
}
