import { useCallback, useEffect, useState } from 'react';
import { getAccessToken, useSession } from '@/entities/session';
import { decodeAccessToken, type TokenClaims } from '../lib/accessToken';

export type TokenState = { status: 'loading' } | { status: 'missing' } | { status: 'invalid' } | { status: 'ready'; claims: TokenClaims };

function stateOf(token: string | null): TokenState {
  if (!token) return { status: 'missing' };
  const claims = decodeAccessToken(token);
  return claims ? { status: 'ready', claims } : { status: 'invalid' };
}

/** The claims of the session's current access token (getAccessToken refreshes it first when close to expiry); `reload` reads them again. */
export function useAccessTokenClaims(): { state: TokenState; reload: () => Promise<TokenState> } {
  const { user } = useSession();
  const [state, setState] = useState<TokenState>({ status: 'loading' });

  const reload = useCallback(async () => {
    const next = stateOf(await getAccessToken());
    setState(next);
    return next;
  }, []);

  useEffect(() => {
    let current = true;
    void getAccessToken().then((token) => {
      if (current) setState(stateOf(token));
    });
    return () => {
      current = false;
    };
  }, [user]);

  return { state, reload };
}
