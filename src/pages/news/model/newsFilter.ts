import type { News_Articles_Bool_Exp } from '@/shared/api';
import { escapeLike } from '@/shared/lib/escape-like';

/** Stories per page of the timeline (spec section 9). */
export const newsPageSize = 20;

export interface NewsFilterOptions {
  /** A news category slug; undefined for all. */
  category?: string;
  /** Words to find in the title or excerpt, case-insensitively. */
  search?: string;
}

/** The where clause of the news timeline: category and a literal, case-insensitive text match. */
export function newsFilter({ category, search }: NewsFilterOptions): News_Articles_Bool_Exp {
  const text = search?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : undefined;
  return {
    ...(category ? { category: { _eq: category } } : {}),
    ...(pattern
      ? {
          _or: [{ title: { _ilike: pattern } }, { excerpt: { _ilike: pattern } }],
        }
      : {}),
  };
}
