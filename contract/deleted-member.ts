// The shared author of the posts that members who deleted their account left behind (issue 32): a disabled account
// the erase job makes (server/src/auth/account-deletion.ts). The client shows its name in the reader's language.
export const DELETED_MEMBER_ID = '00000000-0000-4000-8000-00000000dead';
