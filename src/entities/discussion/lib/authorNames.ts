import { isDeletedMember } from '@/shared/config';

export interface AuthorFields {
  id?: string | null;
  display_name?: string | null;
  username?: string | null;
}

export interface AuthorFallbacks {
  /** For a post without an author ('Anonymous User'). */
  anonymous: string;
  /** For an author without a display name ('Unknown User'). */
  unknown: string;
  /** For an author without a username ('unknown'). */
  unknownUsername: string;
  /** For the shared author of erased members' posts ('Deleted member'); no @username then. */
  deleted?: string;
}

/** The author's display name and @username, with the spec's fallbacks for what is missing. */
export function authorNames(
  author: AuthorFields | null | undefined,
  fallbacks: AuthorFallbacks,
): { name: string; username: string | null } {
  if (!author) return { name: fallbacks.anonymous, username: null };
  if (fallbacks.deleted !== undefined && isDeletedMember(author.id)) return { name: fallbacks.deleted, username: null };
  return {
    name: author.display_name?.trim() || fallbacks.unknown,
    username: author.username?.trim() || fallbacks.unknownUsername,
  };
}
