import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getAccessToken } from '@/entities/session';
import {
  linkedIdentitiesRequest,
  linkIdentityRequest,
  oidcProvidersRequest,
  RestError,
  unlinkIdentityRequest,
  type LinkedIdentity,
  type OidcProvider,
  withReauth,
} from '@/shared/api';
import { space, themeVars } from '@/shared/config';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { SettingsPanel as Panel, SettingsPanelHeading as Heading } from '@/shared/ui/settings-panel';

const Intro = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  overflow-wrap: anywhere;
`;

interface State {
  providers: OidcProvider[];
  identities: LinkedIdentity[];
}

function Accounts({ state, onChanged }: { state: State; onChanged: () => void }) {
  const { t } = useTranslation('oidc');
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (task: (token: string) => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      const token = await getAccessToken();
      if (!token) throw new RestError('unauthenticated', 'Sign in first.', 401);
      await task(token);
    } catch (failure) {
      setError(failure instanceof RestError && failure.code === 'last-sign-in-method' ? t('linked.lastMethod') : t('linked.failed'));
      setBusy(false);
    }
  };

  const link = (provider: string) =>
    act(async (token) => {
      // The provider's pages, then back to this page through the callback, which links the account.
      window.location.assign(await linkIdentityRequest(token, provider, `${window.location.pathname}${window.location.search}`));
    });

  const unlink = (provider: string) =>
    act(async (token) => {
      await withReauth(() => unlinkIdentityRequest(token, provider));
      setBusy(false);
      onChanged();
    });

  return (
    <Panel aria-labelledby={headingId} data-testid="linked-accounts">
      <Heading id={headingId}>{t('linked.title')}</Heading>
      <Intro>{t('linked.intro')}</Intro>
      <List>
        {state.providers.map((provider) => {
          const linked = state.identities.find((identity) => identity.provider === provider.id);
          return (
            <Row key={provider.id}>
              <span>
                {linked
                  ? linked.email
                    ? t('linked.linkedAs', { name: provider.name, email: linked.email })
                    : t('linked.linkedNoEmail', { name: provider.name })
                  : provider.name}
              </span>
              {linked ? (
                <Button variant="ghost" disabled={busy} onClick={() => void unlink(provider.id)}>
                  {t('linked.unlink', { name: provider.name })}
                </Button>
              ) : (
                <Button disabled={busy} onClick={() => void link(provider.id)}>
                  {t('linked.link', { name: provider.name })}
                </Button>
              )}
            </Row>
          );
        })}
      </List>
      {error && <Alert>{error}</Alert>}
    </Panel>
  );
}

/** The providers the site offers and the member's linked accounts; null when signed out. */
async function loadAccounts(): Promise<State | null> {
  // The section is there only when the site offers providers; not knowing is the same as none.
  const providers = await oidcProvidersRequest().catch((): OidcProvider[] => []);
  if (providers.length === 0) return { providers, identities: [] };
  const token = await getAccessToken();
  if (!token) return null;
  const { identities } = await linkedIdentitiesRequest(token);
  return { providers, identities };
}

/** The profile's "Linked accounts": link a provider the site offers, unlink while another way to sign in remains. */
export function LinkedAccounts() {
  const [state, setState] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    loadAccounts().then(
      (next) => {
        if (!live) return;
        setState(next);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [version]);

  if (failed) {
    return (
      <Suspense fallback={null}>
        <LoadFailed />
      </Suspense>
    );
  }
  if (!state || state.providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Accounts state={state} onChanged={() => setVersion((value) => value + 1)} />
    </Suspense>
  );
}

function LoadFailed() {
  const { t } = useTranslation('oidc');
  return <Alert>{t('linked.loadFailed')}</Alert>;
}
