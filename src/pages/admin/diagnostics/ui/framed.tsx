import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import type { DiagnosticId } from '../config/routes';

/** A diagnostic screen in its frame (the admin layout route gates it): its title, lead and a link back to the list. */
export function framed(id: DiagnosticId, Screen: ComponentType): ComponentType {
  return function DiagnosticsPage() {
    const { t } = useTranslation('diagnostics');
    const title = t(`pages.${id}.title`);
    useDocumentTitle(t('documentTitle', { page: title }));
    return (
      <Page width="medium">
        <PageHeader
          title={title}
          lead={t(`pages.${id}.lead`)}
          actions={id !== 'debugAdmin' && <TextLink to="/debug-admin">{t('back')}</TextLink>}
        />
        <Screen />
      </Page>
    );
  };
}
