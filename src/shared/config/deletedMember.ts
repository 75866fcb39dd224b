import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';

export { DELETED_MEMBER_ID };

/**
 * Whether an author is the shared "deleted member" that the posts of erased accounts move to (issue 32): its stored
 * name is English, so the client shows `content:deletedMember` in the reader's language instead, and links nowhere.
 */
export function isDeletedMember(authorId: string | null | undefined): boolean {
  return authorId === DELETED_MEMBER_ID;
}
