import type { SessionUser } from '@/shared/api';

/** How the member is named in the header: display name, else email. */
export function displayName(user: SessionUser): string {
  return user.displayName?.trim() || user.email;
}
