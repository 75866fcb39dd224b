import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Prose } from '@/shared/ui/prose';

export function TermsPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('terms.documentTitle'), t('terms.description'));
  return (
    <Prose>
      <h1>{t('terms.title')}</h1>
      <p>{t('terms.intro')}</p>
      <h2>{t('terms.contentHeading')}</h2>
      <p>{t('terms.contentText')}</p>
      <h2>{t('terms.conductHeading')}</h2>
      <p>{t('terms.conductText')}</p>
      <h2>{t('terms.adviceHeading')}</h2>
      <p>{t('terms.adviceText')}</p>
      <h2>{t('terms.changesHeading')}</h2>
      <p>{t('terms.changesText')}</p>
    </Prose>
  );
}
