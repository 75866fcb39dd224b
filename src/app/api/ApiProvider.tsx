import type { ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import { useSession } from '@/entities/session';
import { clientFor } from './memberClient';

/** Provides the GraphQL client of the signed-in member (or of visitors), or the server render's. */
export function ApiProvider({ client, children }: { client?: Client | undefined; children: ReactNode }) {
  const { user } = useSession();
  return <Provider value={client ?? clientFor(user?.id).client}>{children}</Provider>;
}
