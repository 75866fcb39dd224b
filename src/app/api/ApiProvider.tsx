import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { getAccessToken, invalidateAccessToken, useSession } from '@/entities/session';
import { createApiClient, type ApiClient } from '@/shared/api';

let current: { userId: string | undefined; api: ApiClient } | undefined;

// One client per member: a new member gets a new cache and socket, so nothing outlives a role.
// Kept outside React state so strict-mode double renders and effects never close a live socket.
function clientFor(userId: string | undefined): ApiClient {
  if (!current || current.userId !== userId) {
    current?.api.dispose();
    current = { userId, api: createApiClient({ getAccessToken, onInvalidToken: invalidateAccessToken }) };
  }
  return current.api;
}

/** Provides the GraphQL client of the signed-in member (or of visitors). */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { client } = clientFor(useSession().user?.id);
  return <Provider value={client}>{children}</Provider>;
}
