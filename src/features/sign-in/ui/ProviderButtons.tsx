import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { oidcProvidersRequest, oidcStartUrl, type OidcProvider } from '@/shared/api';
import { space, themeVars } from '@/shared/config';
import { ButtonAnchor } from '@/shared/ui/button-link';

const Providers = styled.div`
  display: grid;
  gap: ${space[2]};
`;

const Divider = styled.p`
  margin: 0;
  color: ${themeVars.textMuted};
  text-align: center;
`;

const ProviderLink = styled(ButtonAnchor)`
  justify-content: center;
`;

// Asked once per page: the providers change only with the server's configuration.
let providersOnce: Promise<OidcProvider[]> | undefined;

function ProviderList({ providers }: { providers: OidcProvider[] }) {
  const { t } = useTranslation('oidc');
  // Back to the page the dialog was opened on once the provider has signed the member in.
  const returnTo = `${window.location.pathname}${window.location.search}`;
  return (
    <Providers>
      <Divider>{t('divider')}</Divider>
      {providers.map((provider) => (
        <ProviderLink key={provider.id} href={oidcStartUrl(provider.id, returnTo)} data-provider={provider.id}>
          {t('continueWith', { name: provider.name })}
        </ProviderLink>
      ))}
    </Providers>
  );
}

/** "Continue with ..." links for the providers the site offers (OIDC_PROVIDERS); nothing when it offers none. */
export function ProviderButtons() {
  const [providers, setProviders] = useState<OidcProvider[]>([]);
  useEffect(() => {
    let live = true;
    providersOnce ??= oidcProvidersRequest().catch(() => {
      providersOnce = undefined;
      return [];
    });
    void providersOnce.then((found) => live && setProviders(found));
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ProviderList providers={providers} />
    </Suspense>
  );
}
