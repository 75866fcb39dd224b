import { cacheExchange, Client, fetchExchange, mapExchange, subscriptionExchange, type Exchange, type Operation } from 'urql';
import { pipe, tap } from 'wonka';
import { retryDelay, retrying } from '@/shared/lib/timing';
import { ROLES } from '@/shared/config';
import type { Client as WsClient, Sink, SubscribePayload } from 'graphql-ws';
import { normalisedCache } from '../cache';
import { createRecovery, onBrowserReturn } from './recovery';

const GRAPHQL_PATH = '/v1/graphql';

export interface ApiClientOptions {
  /** A valid access token for the signed-in member (refreshed when close to expiry), or null. */
  getAccessToken: () => Promise<string | null>;
  /** Called when the API refused the token (`invalid-jwt`), so the next call refreshes it. */
  onInvalidToken: () => void;
  /** The results the server rendered the page with (urql's ssrExchange in client mode), for the first client. */
  ssr?: Exchange;
}

export interface ApiClient {
  client: Client;
  /** Closes the subscription socket; call when the client is replaced. */
  dispose: () => void;
}

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

async function authorization(getAccessToken: ApiClientOptions['getAccessToken']) {
  const token = await getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : undefined;
}

interface LazySocket {
  subscribe: (payload: SubscribePayload, sink: Sink) => () => void;
  dispose: () => void;
}

/**
 * The wait before the socket's next reconnection attempt: growing but capped (graphql-ws's own wait doubles without
 * end), and cut short when the browser is back online or the tab regains focus, so live queries resume soon after
 * the server returns.
 */
function reconnectWait(retries: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
      resolve();
    };
    const timer = setTimeout(done, retryDelay(retries));
    const stopListening = onBrowserReturn(done);
  });
}

/**
 * graphql-ws, loaded with the first subscription (keeping it out of the first download). A download that fails (the
 * server away just then) is tried again with the socket's own waits, so the page's live lists still start when the
 * server is back, without a reload.
 */
function loadGraphqlWs(): Promise<typeof import('graphql-ws')> {
  return retrying(() => import('graphql-ws'), { wait: reconnectWait });
}

function createSocket({ getAccessToken }: ApiClientOptions): LazySocket {
  let socket: Promise<WsClient> | undefined;
  const connect = () =>
    (socket ??= loadGraphqlWs().then(({ createClient }) =>
      createClient({
        url: socketUrl(),
        lazy: true,
        // Asked again on every (re)connect, so a socket the server closed at token expiry comes
        // back with a fresh token.
        connectionParams: async () => {
          const headers = await authorization(getAccessToken);
          return headers ? { headers } : {};
        },
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        retryWait: reconnectWait,
      }),
    ));

  return {
    subscribe(payload, sink) {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      connect().then(
        (client) => {
          if (!cancelled) unsubscribe = client.subscribe(payload, sink);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    dispose: () => void socket?.then((client) => client.dispose()),
  };
}

/** Sends each HTTP operation with the current bearer token, keeping headers urql or callers set. */
function authorizedFetch({ getAccessToken }: ApiClientOptions): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const auth = await authorization(getAccessToken);
    if (auth) {
      headers.set('Authorization', auth.Authorization);
    } else {
      // A role header without a token would be refused; anonymous calls send none.
      headers.delete('x-hasura-role');
    }
    return fetch(input, { ...init, headers });
  };
}

/** The site's GraphQL client: HTTP for queries and mutations, graphql-ws for subscriptions. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const socket = createSocket(options);
  const recovery = createRecovery();
  const client = new Client({
    url: GRAPHQL_PATH,
    fetch: authorizedFetch(options),
    preferGetMethod: false,
    exchanges: [
      mapExchange({
        onError(error) {
          if (error.graphQLErrors.some((item) => item.extensions.code === 'invalid-jwt')) {
            options.onInvalidToken();
          }
        },
      }),
      normalisedCache(),
      recovery.exchange,
      ...(options.ssr ? [options.ssr] : []),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const operation = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              return { unsubscribe: socket.subscribe(operation, sink) };
            },
          };
        },
      }),
    ],
  });
  recovery.attach(client);
  return {
    client,
    dispose: () => {
      recovery.dispose();
      socket.dispose();
    },
  };
}

/** Operation context for admin screens: runs the operation as `site_admin` instead of `user`. */
export const siteAdminContext = {
  fetchOptions: { headers: { 'x-hasura-role': ROLES.siteAdmin } },
} as const;

export interface ServerApiClientOptions {
  /** Answers the client's POSTs to /v1/graphql: the server passes its engine in, so no request leaves the process. */
  fetch: typeof fetch;
  /** urql's ssrExchange in server mode: it records every result for the browser. */
  ssr: Exchange;
  /** Told of each operation the render's hooks (or its prefetch) ask, answered from the cache or not. */
  onOperation?: (operation: Operation) => void;
}

/** Tells of each operation on its way to the cache (no other work: results pass as they are). */
const observeExchange =
  (onOperation: (operation: Operation) => void): Exchange =>
  ({ forward }) =>
  (operations$) =>
    forward(pipe(operations$, tap(onOperation)));

/**
 * The client of one server render: anonymous, suspending until each query's data is in (the streaming renderer
 * waits), no subscriptions (live queries render from their query twin, see useLiveQuery).
 * Its cache is urql's document cache, not the browser's normalised one: a render only reads, once, and normalising
 * every answer was an eighth of a render's CPU time (docs/benchmarks.md). It adds `__typename` as Graphcache does,
 * so the documents, the shared answers' keys and the results the browser hydrates from are the same.
 */
export function createServerApiClient({ fetch, ssr, onOperation }: ServerApiClientOptions): Client {
  return new Client({
    url: `http://localhost${GRAPHQL_PATH}`,
    fetch,
    preferGetMethod: false,
    suspense: true,
    exchanges: [...(onOperation ? [observeExchange(onOperation)] : []), cacheExchange, ssr, fetchExchange],
  });
}
