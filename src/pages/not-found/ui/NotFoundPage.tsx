import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { HomeLink, Main, Message, Title } from './NotFoundPage.styles';

export function NotFoundPage() {
  const { t } = useTranslation('not-found');
  useDocumentTitle(t('documentTitle'));

  return (
    <Main>
      <Title>{t('title')}</Title>
      <Message>{t('message')}</Message>
      <HomeLink to="/">{t('backHome')}</HomeLink>
    </Main>
  );
}
