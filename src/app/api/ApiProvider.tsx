import type { ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import { useSession } from '@/entities/session';
import { clientFor } from './memberClient';

/**
 * Provides the GraphQL client of the signed-in member (or of visitors), or the server render's. When the member
 * changes while a page is open, the layout mounts the page anew (keyed by useMemberChanges), so no query moves from
 * one client to the next; only the stored session restored right after hydration switches clients in place.
 */
export function ApiProvider({ client, children }: { client?: Client | undefined; children: ReactNode }) {
  const { user } = useSession();
  return <Provider value={client ?? clientFor(user?.id).client}>{children}</Provider>;
}
