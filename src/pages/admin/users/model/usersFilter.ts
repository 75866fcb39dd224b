import { searchWhere } from '@/widgets/admin-list';
import type { User_Profiles_Bool_Exp } from '@/shared/api';

/** Rows per page of the list (the spec's limit 20); "Load more" asks for this many more. */
export const usersPageSize = 20;

/** The where clause of the user list: the display name, the username or the account's email; everyone for no text. */
export const usersFilter = (search: string): User_Profiles_Bool_Exp =>
  searchWhere(search, (pattern) => [
    { display_name: { _ilike: pattern } },
    { username: { _ilike: pattern } },
    { account: { email: { _ilike: pattern } } },
  ]);
