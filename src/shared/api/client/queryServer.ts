import type { AnyVariables, Client, DocumentInput, OperationContext, OperationResult } from 'urql';

/**
 * Reads once from the server, past the normalised cache: for a check that must see the stored state (is a slug
 * still free, how many rows a table has now). Views read through the cache, which mutations keep current.
 */
export function queryServer<Data, Variables extends AnyVariables>(
  client: Client,
  query: DocumentInput<Data, Variables>,
  variables: Variables,
  context?: Partial<OperationContext>,
): Promise<OperationResult<Data, Variables>> {
  return client.query(query, variables, { ...context, requestPolicy: 'network-only' }).toPromise();
}
