import { ROLES } from '@/shared/config';

/** The roles of hasura/metadata, offered in the role field to see the API as each of them. */
export const consoleRoles = [ROLES.anonymous, ROLES.user, ROLES.siteAdmin] as const;
