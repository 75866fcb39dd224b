import type { User_Profiles_Bool_Exp } from '@/shared/api';
import { escapeLike } from '@/shared/lib/escape-like';

/** Rows per page of the list (the spec's limit 20); "Load more" asks for this many more. */
export const usersPageSize = 20;

/**
 * The where clause of the user list: a literal, case-insensitive match of the trimmed text in the display
 * name, the username or the account's email; everyone when the text is empty.
 */
export function usersFilter(search: string): User_Profiles_Bool_Exp {
  const text = search.trim();
  if (!text) return {};
  const pattern = `%${escapeLike(text)}%`;
  return {
    _or: [{ display_name: { _ilike: pattern } }, { username: { _ilike: pattern } }, { account: { email: { _ilike: pattern } } }],
  };
}
