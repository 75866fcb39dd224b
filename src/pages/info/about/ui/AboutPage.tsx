import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Prose } from '@/shared/ui/prose';

export function AboutPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('about.documentTitle'), t('about.description'));
  return (
    <Prose>
      <h1>{t('about.title')}</h1>
      <p>{t('about.p1')}</p>
      <p>{t('about.p2')}</p>
      <p>{t('about.p3')}</p>
    </Prose>
  );
}
