// The role names of the API: Hasura's reserved `admin` and this site's own roles. One list for the server
// (engine, auth, storage, action handlers) and the client.
export const ROLES = {
  /** Hasura's reserved role: the admin secret, every permission, never named in the metadata. */
  admin: 'admin',
  /** A signed-in member with the profile's is_admin flag: the site's editors. */
  siteAdmin: 'site_admin',
  /** A signed-in member. */
  user: 'user',
  /** A request without credentials (HASURA_GRAPHQL_UNAUTHORIZED_ROLE's default). */
  anonymous: 'anonymous',
} as const;
