import { makeOperation, mapExchange, type Client, type Exchange, type Operation } from 'urql';
import { retryDelay } from '@/shared/lib/timing';

/** Calls `wake` when the browser is back online, or the tab is shown or focused again; returns the unsubscriber. */
export function onBrowserReturn(wake: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', wake);
    window.removeEventListener('focus', wake);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export interface Recovery {
  exchange: Exchange;
  /** Gives the exchange the client it re-runs queries on (created after the exchange). */
  attach: (client: Client) => void;
  dispose: () => void;
}

/**
 * Queries that failed for want of the server (a network error, not a GraphQL error) are run again by themselves
 * while a page still shows them: with a growing wait, and at once when the browser is back online or the tab
 * regains focus. So a page that shows an error while the server is down recovers when it returns, without a
 * reload. Mutations are never repeated (they are not safe to send twice).
 */
export function createRecovery(): Recovery {
  const failing = new Map<number, Operation>();
  let client: Client | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retryNow = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const operation of failing.values()) {
      client?.reexecuteOperation(makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'network-only' }));
    }
  };

  const schedule = () => {
    if (timer !== undefined || failing.size === 0) return;
    timer = setTimeout(retryNow, retryDelay(attempt));
    attempt += 1;
  };

  const stopListening = onBrowserReturn(() => {
    if (failing.size === 0) return;
    attempt = 0;
    retryNow();
  });

  const exchange = mapExchange({
    onOperation(operation) {
      if (operation.kind === 'teardown') failing.delete(operation.key);
    },
    onResult(result) {
      const { operation } = result;
      if (operation.kind !== 'query') return;
      if (result.error?.networkError) {
        failing.set(operation.key, operation);
        schedule();
      } else if (failing.delete(operation.key) && failing.size === 0) {
        attempt = 0;
      }
    },
  });

  return {
    exchange,
    attach: (value) => {
      client = value;
    },
    dispose: () => {
      clearTimeout(timer);
      failing.clear();
      stopListening();
    },
  };
}
