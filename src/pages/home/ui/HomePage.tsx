import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Header } from '@/widgets/header';
import { Main, Note, Tagline, Title } from './HomePage.styles';

export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  useDocumentTitle(t('documentTitle'));

  return (
    <>
      <Header />
      <Main>
        <Title>{t('common:brand.name')}</Title>
        <Tagline>{t('tagline')}</Tagline>
        <Note>{t('comingSoon')}</Note>
      </Main>
    </>
  );
}
