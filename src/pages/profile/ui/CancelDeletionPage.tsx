import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cancelDeletionByLink } from '@/features/account/data';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';

type State = 'ready' | 'working' | 'done' | 'failed';

/**
 * /cancel-deletion?token=: the link of the "your account will be deleted" mail. The member presses the button (a
 * mail scanner that opens the link cancels nothing).
 */
export function CancelDeletionPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('data.cancelPage.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>('ready');
  return (
    <Page>
      <PageHeader title={t('data.cancelPage.title')} />
      {!token && <Alert>{t('data.cancelPage.failed')}</Alert>}
      {token && state === 'done' && <Alert tone="info">{t('data.delete.cancelled')}</Alert>}
      {token && state === 'failed' && <Alert>{t('data.cancelPage.failed')}</Alert>}
      {token && (state === 'ready' || state === 'working') && (
        <>
          <p>{t('data.cancelPage.intro')}</p>
          <div>
            <Button
              disabled={state === 'working'}
              onClick={() => {
                setState('working');
                cancelDeletionByLink(token).then(
                  () => setState('done'),
                  () => setState('failed'),
                );
              }}
            >
              {t('data.cancelPage.action')}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}
