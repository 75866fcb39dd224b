import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/switch-language';
import { ThemeToggle, useTheme } from '@/features/toggle-theme';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { checkSecret, type ApiFailure } from '../api/checkSecret';
import { forgetSecret, readSecret, rememberSecret } from '../model/secret';
import { Bar, Brand, Controls, Explorer, HomeLink, Loading, Page, Title } from './ConsolePage.styles';
import { RoleSelect } from './RoleSelect';
import { SecretForm } from './SecretForm';

// GraphiQL and its editor are nearly all of the console's code: they load once a secret is accepted.
const ApiExplorer = lazy(() => import('./ApiExplorer').then((module) => ({ default: module.ApiExplorer })));

type Gate = { step: 'locked'; failure: ApiFailure | null } | { step: 'checking' } | { step: 'open'; secret: string };

/** Keeps an accepted secret for this tab and opens the console; drops a refused one. */
function afterCheck(secret: string, failure: ApiFailure | null): Gate {
  if (!failure) {
    rememberSecret(secret);
    return { step: 'open', secret };
  }
  if (failure.kind === 'denied') forgetSecret();
  return { step: 'locked', failure };
}

/** The admin API console: asks for the admin secret, then shows GraphiQL against /v1/graphql. */
export function ConsolePage() {
  const { t } = useTranslation('console');
  useDocumentTitle(t('documentTitle'));
  const theme = useTheme();
  const [saved] = useState(readSecret);
  const [gate, setGate] = useState<Gate>(saved ? { step: 'checking' } : { step: 'locked', failure: null });
  const [role, setRole] = useState<string | null>(null);

  // A secret kept from earlier in this tab is checked again: the server may have a new one since.
  useEffect(() => {
    if (!saved) return;
    const controller = new AbortController();
    checkSecret(saved, controller.signal).then(
      (failure) => {
        if (!controller.signal.aborted) setGate(afterCheck(saved, failure));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [saved]);

  async function unlock(secret: string) {
    setGate({ step: 'checking' });
    setGate(afterCheck(secret, await checkSecret(secret)));
  }

  function lock() {
    forgetSecret();
    setRole(null);
    setGate({ step: 'locked', failure: null });
  }

  return (
    <Page>
      <Bar>
        <Brand>
          <HomeLink href="/" aria-label={t('brand.homeLink', { ns: 'common' })}>
            {t('brand.name', { ns: 'common' })}
          </HomeLink>
          <Title>{t('title')}</Title>
        </Brand>
        <Controls>
          {gate.step === 'open' ? (
            <>
              <RoleSelect role={role} onChange={setRole} />
              <Button variant="ghost" onClick={lock}>
                {t('secret.forget')}
              </Button>
            </>
          ) : null}
          <LanguageSwitch />
          <ThemeToggle />
        </Controls>
      </Bar>
      {gate.step === 'open' ? (
        <Explorer>
          <Suspense fallback={<Loading>{t('loading')}</Loading>}>
            <ApiExplorer secret={gate.secret} role={role} theme={theme} />
          </Suspense>
        </Explorer>
      ) : (
        <main>
          <SecretForm
            checking={gate.step === 'checking'}
            failure={gate.step === 'locked' ? gate.failure : null}
            onSubmit={(secret) => void unlock(secret)}
          />
        </main>
      )}
    </Page>
  );
}
