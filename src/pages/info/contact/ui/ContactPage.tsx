import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Prose } from '@/shared/ui/prose';

export function ContactPage() {
  const { t } = useTranslation('info');
  useDocumentTitle(t('contact.documentTitle'), t('contact.description'));
  const email = t('contact.email');
  return (
    <Prose>
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <h2>{t('contact.emailHeading')}</h2>
      <p>
        {t('contact.emailText')} <a href={`mailto:${email}`}>{email}</a>
      </p>
      <h2>{t('contact.tipsHeading')}</h2>
      <p>{t('contact.tipsText')}</p>
      <h2>{t('contact.communityHeading')}</h2>
      <p>
        {t('contact.communityText')} <Link to="/discussion">{t('contact.communityLink')}</Link>
      </p>
    </Prose>
  );
}
