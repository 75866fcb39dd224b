/** The roles of hasura/metadata, offered in the role field to see the API as each of them. */
export const consoleRoles = ['anonymous', 'user', 'site_admin'] as const;
