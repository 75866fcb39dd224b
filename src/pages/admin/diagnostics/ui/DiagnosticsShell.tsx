import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { TextLink } from '@/shared/ui/text-link';
import type { DiagnosticId } from '../config/diagnosticRoutes';

interface DiagnosticsShellProps {
  id: DiagnosticId;
  children: ReactNode;
}

/** A diagnostic page's frame (the admin layout route gates it): its title, lead and a link back to the list. */
export function DiagnosticsShell({ id, children }: DiagnosticsShellProps) {
  const { t } = useTranslation('diagnostics');
  const title = t(`pages.${id}.title`);
  useDocumentTitle(t('documentTitle', { page: title }));
  return (
    <Page width="medium">
      <PageHeader
        title={title}
        lead={t(`pages.${id}.lead`)}
        actions={id === 'debugAdmin' ? undefined : <TextLink to="/debug-admin">{t('back')}</TextLink>}
      />
      {children}
    </Page>
  );
}
