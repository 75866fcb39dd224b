import { useQuery, type AnyVariables, type DocumentInput, type UseQueryArgs, type UseQueryState } from 'urql';
import { siteAdminContext } from './createApiClient';

/**
 * A query of an admin screen: run as site_admin (siteAdminContext), shown from the cache and asked again
 * ('cache-and-network'); `reload` asks again the same way (a failed query has nothing cached, so it goes to the network).
 */
export function useAdminQuery<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables?: Variables,
  pause?: boolean,
): [UseQueryState<Data, Variables>, () => void] {
  const [result, reexecute] = useQuery<Data, Variables>({
    query,
    variables,
    pause,
    context: siteAdminContext,
    requestPolicy: 'cache-and-network',
  } as UseQueryArgs<Variables, Data>);
  return [result, () => reexecute({ requestPolicy: 'cache-and-network' })];
}
