import { useTranslation } from 'react-i18next';
import { useDocumentTitle, useHttpStatus } from '@/shared/lib/page-head';
import { MessagePage } from '@/shared/ui/message-page';
import { TextLink } from '@/shared/ui/text-link';

export function NotFoundPage() {
  const { t } = useTranslation('not-found');
  useDocumentTitle(t('documentTitle'));
  useHttpStatus(404);

  return (
    <MessagePage title={t('title')} message={t('message')}>
      <TextLink to="/">{t('backHome')}</TextLink>
    </MessagePage>
  );
}
