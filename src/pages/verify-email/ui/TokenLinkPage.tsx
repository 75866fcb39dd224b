import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Alert } from '@/shared/ui/alert';
import { LoadingLine } from '@/shared/ui/loading-line';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';

type State = 'checking' | 'done' | 'failed' | 'missing';

/** A page that sends the token of a mailed link once and says how it went (`recovery.<section>.*` words). */
export function TokenLinkPage({ section, send }: { section: 'unlock' | 'confirmEmail'; send: (token: string) => Promise<void> }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t(`recovery.${section}.documentTitle`));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(token ? 'checking' : 'missing');
  // A token is used once: React's development double effects must not send it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    send(token).then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [token, send]);

  return (
    <Page>
      <PageHeader title={t(`recovery.${section}.title`)} />
      {state === 'checking' && <LoadingLine label={t('recovery.checking')} />}
      {state === 'done' && <Alert tone="info">{t(`recovery.${section}.done`)}</Alert>}
      {state === 'failed' && <Alert>{t('recovery.errors.invalid-token')}</Alert>}
      {state === 'missing' && <p>{t('verifyEmail.missingToken')}</p>}
      <p>
        <TextLink to="/">{t('verifyEmail.home')}</TextLink>
      </p>
    </Page>
  );
}
