import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Button } from '@/shared/ui/button';
import { MessagePage } from '@/shared/ui/message-page';
import { Actions } from './RouteError.styles';

// A page's code that fails to download (offline, or replaced by a new release) surfaces as this.
function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /dynamically imported module|importing a module script/i.test(error.message);
}

/** The route error boundary: a friendly page with a way out, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routeError.documentTitle'));

  return (
    <MessagePage title={t('routeError.title')} message={isLoadFailure(error) ? t('routeError.offline') : t('routeError.message')}>
      <Actions>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        {/* A full navigation, since the router itself may be what failed. */}
        <a href="/">{t('routeError.home')}</a>
      </Actions>
    </MessagePage>
  );
}
