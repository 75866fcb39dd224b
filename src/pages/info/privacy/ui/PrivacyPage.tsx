import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Prose } from '@/shared/ui/prose';

export function PrivacyPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('privacy.documentTitle'), t('privacy.description'));
  return (
    <Prose>
      <h1>{t('privacy.title')}</h1>
      <p>{t('privacy.intro')}</p>
      <h2>{t('privacy.visitorsHeading')}</h2>
      <p>{t('privacy.visitorsText')}</p>
      <h2>{t('privacy.membersHeading')}</h2>
      <p>{t('privacy.membersText')}</p>
      <h2>{t('privacy.rightsHeading')}</h2>
      <p>{t('privacy.rightsText')}</p>
    </Prose>
  );
}
