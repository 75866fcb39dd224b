import type { SSRData } from 'urql';
import { getAccessToken, invalidateAccessToken } from '@/entities/session';
import { createApiClient, hydrationExchange, type ApiClient } from '@/shared/api';

let current: { userId: string | undefined; api: ApiClient } | undefined;
// The results the server rendered the page with: the first visitors' client starts from them.
let serverResults: SSRData | undefined;

/** Hands the server render's results to the first client (call before hydrating). */
export function setServerResults(results: SSRData): void {
  serverResults = results;
}

/**
 * One client per member: a new member gets a new cache and socket, so nothing outlives a role. Kept outside React
 * state so strict-mode double renders and effects never close a live socket.
 */
export function clientFor(userId: string | undefined): ApiClient {
  if (!current || current.userId !== userId) {
    current?.api.dispose();
    const ssr = serverResults && !userId ? hydrationExchange(serverResults) : undefined;
    serverResults = undefined;
    current = { userId, api: createApiClient({ getAccessToken, onInvalidToken: invalidateAccessToken, ...(ssr ? { ssr } : {}) }) };
  }
  return current.api;
}
