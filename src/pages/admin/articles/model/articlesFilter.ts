import { searchWhere } from '@/widgets/admin-list';
import type { Articles_Bool_Exp } from '@/shared/api';

export const statusFilters = ['all', 'published', 'draft'] as const;

/** The where clause of the table: the status, and a literal, case-insensitive match in the title or summary. */
export const articlesFilter = ({ search, status }: { search: string; status: (typeof statusFilters)[number] }): Articles_Bool_Exp => ({
  ...(status === 'all' ? {} : { published: { _eq: status === 'published' } }),
  ...searchWhere(search, (pattern) => [{ title: { _ilike: pattern } }, { excerpt: { _ilike: pattern } }]),
});
