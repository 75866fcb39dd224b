import { useEffect } from 'react';
import { getAccessToken, useSession } from '@/entities/session';
import { useRun } from '@/shared/ui/diag-kit';
import { decodeAccessToken, type TokenClaims } from '../lib/accessToken';

export type TokenState = { status: 'loading' } | { status: 'missing' } | { status: 'invalid' } | { status: 'ready'; claims: TokenClaims };

async function readToken(): Promise<TokenState> {
  const token = await getAccessToken();
  const claims = token && decodeAccessToken(token);
  return claims ? { status: 'ready', claims } : { status: token ? 'invalid' : 'missing' };
}

/** The claims of the session's current access token (getAccessToken refreshes it first when close to expiry), read again when the user changes or on `reload`. */
export function useAccessTokenClaims(): { state: TokenState; reload: () => Promise<TokenState> } {
  const { user } = useSession();
  const { value, start } = useRun(readToken);
  useEffect(() => void start(), [user, start]);
  return { state: value ?? { status: 'loading' }, reload: start };
}
