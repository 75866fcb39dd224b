/** The API the console talks to: same origin, as its Content-Security-Policy allows nothing else. */
export const graphqlUrl = '/v1/graphql';

export interface AdminSession {
  secret: string;
  /** A role to act as through the admin secret; null to stay admin. */
  role: string | null;
}

/** The request headers of an admin session (x-hasura-role only when a role is chosen). */
export function adminHeaders({ secret, role }: AdminSession): Record<string, string> {
  return {
    'x-hasura-admin-secret': secret,
    ...(role ? { 'x-hasura-role': role } : {}),
  };
}
