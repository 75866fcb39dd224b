import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { adminHeaders, graphqlUrl, type AdminSession } from './adminHeaders';

/** GraphiQL's fetcher for an admin session; headers typed in GraphiQL's Headers tab are added to these. */
export function createAdminFetcher(session: AdminSession): Fetcher {
  return createGraphiQLFetcher({ url: graphqlUrl, headers: adminHeaders(session) });
}
