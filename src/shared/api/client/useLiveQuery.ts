import type { DocumentNode, OperationTypeNode } from 'graphql';
import { useHydrated } from '@/shared/lib/render-env';
import { useQuery, useSubscription, type AnyVariables, type TypedDocumentNode, type UseSubscriptionResponse } from 'urql';

const queries = new WeakMap<object, DocumentNode>();

/**
 * The query twin of a live-query subscription: the same selection as `query`, which Hasura (and our engine)
 * answer with the same root fields. Memoised, so its key is computed once. Also for a one-off read of a live
 * page's data in another role (a WebSocket's role is fixed for the connection).
 */
export function liveQueryTwin<Data, Variables extends AnyVariables>(
  subscription: TypedDocumentNode<Data, Variables>,
): TypedDocumentNode<Data, Variables> {
  let query = queries.get(subscription);
  if (!query) {
    // Without the subscription's source text and memoised key, so urql keys the twin by its own text.
    const rest = { ...(subscription as DocumentNode & { __key?: number }) };
    delete rest.loc;
    delete rest.__key;
    query = {
      ...rest,
      definitions: rest.definitions.map((definition) =>
        definition.kind === 'OperationDefinition' ? { ...definition, operation: 'query' as OperationTypeNode } : definition,
      ),
    } as DocumentNode;
    queries.set(subscription, query);
  }
  return query as TypedDocumentNode<Data, Variables>;
}

/**
 * A live query that also renders on the server: there its query twin runs once (and its result travels to the
 * browser with the page); in the browser that result shows until the subscription's first answer, which then
 * keeps it current. Navigating in the browser reads only the subscription.
 */
export function useLiveQuery<Data, Variables extends AnyVariables>(args: {
  query: TypedDocumentNode<Data, Variables>;
  variables?: Variables;
  pause?: boolean;
}): UseSubscriptionResponse<Data, Variables> {
  // In the browser only while hydrating, answered from what the server sent (never a request of its own).
  const hydrated = useHydrated();
  const [snapshot] = useQuery<Data, Variables>({
    query: liveQueryTwin(args.query),
    variables: args.variables as Variables,
    pause: args.pause === true || hydrated,
  } as Parameters<typeof useQuery<Data, Variables>>[0]);
  const [live, resubscribe] = useSubscription<Data, Data, Variables>({
    query: args.query,
    variables: args.variables as Variables,
    pause: args.pause === true || typeof window === 'undefined',
  } as Parameters<typeof useSubscription<Data, Data, Variables>>[0]);
  const data = live.data ?? snapshot.data;
  return [{ ...live, data, error: live.data ? live.error : (live.error ?? snapshot.error) }, resubscribe];
}
