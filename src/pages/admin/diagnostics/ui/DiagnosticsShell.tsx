import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Page, PageHeader, TextLink } from '@/shared/ui';
import type { DiagnosticId } from '../config/diagnosticRoutes';

interface DiagnosticsShellProps {
  id: DiagnosticId;
  children: ReactNode;
}

function ShellContent({ id, children }: DiagnosticsShellProps) {
  const { t } = useTranslation('diagnostics');
  const title = t(`pages.${id}.title`);
  useDocumentTitle(t('documentTitle', { page: title }));
  return (
    <Page width="medium">
      <PageHeader title={title} lead={t(`pages.${id}.lead`)} actions={id === 'debugAdmin' ? undefined : <TextLink to="/debug-admin">{t('back')}</TextLink>} />
      {children}
    </Page>
  );
}

/** A diagnostic page behind the admin gate: its title, lead and a link back to the list; children mount for admins only. */
export function DiagnosticsShell({ id, children }: DiagnosticsShellProps) {
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <ShellContent id={id}>{children}</ShellContent>
    </AdminGate>
  );
}
