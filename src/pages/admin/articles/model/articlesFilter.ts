import type { Articles_Bool_Exp } from '@/shared/api';
import { escapeLike } from '@/shared/lib/escape-like';

export const statusFilters = ['all', 'published', 'draft'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** Rows per page of the table; "Load more" asks for this many more. */
export const articlesPageSize = 50;

export function isStatusFilter(value: string | null): value is StatusFilter {
  return statusFilters.some((status) => status === value);
}

/** The where clause of the table: the status, and a literal, case-insensitive match in the title or summary. */
export function articlesFilter({ search, status }: { search: string; status: StatusFilter }): Articles_Bool_Exp {
  const text = search.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  return {
    ...(status === 'all' ? {} : { published: { _eq: status === 'published' } }),
    ...(pattern ? { _or: [{ title: { _ilike: pattern } }, { excerpt: { _ilike: pattern } }] } : {}),
  };
}
