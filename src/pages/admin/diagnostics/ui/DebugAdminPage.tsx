import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { PageSection } from '@/shared/ui/page-section';
import { TextLink } from '@/shared/ui/text-link';
import { DiagnosticsAdminProfileQuery } from '../api/diagnosticsQueries';
import { DIAGNOSTIC_ROUTES } from '../config/diagnosticRoutes';
import { useAccessTokenClaims } from '../model/useAccessTokenClaims';
import { FactList } from '@/shared/ui/fact-list';
import { Muted } from '@/shared/ui/layout';
import { Code, Rows } from './Diagnostics.styles';
import { DiagnosticsShell } from './DiagnosticsShell';

function ProfileAdmin({ userId }: { userId: string }) {
  const { t } = useTranslation('diagnostics');
  const [result] = useAdminQuery(DiagnosticsAdminProfileQuery, { id: userId });
  if (result.error) return <>{t('debugAdmin.profileFailed', { message: apiErrorMessage(result.error) })}</>;
  if (!result.data) return <>{t('loading')}</>;
  const profile = result.data.user_profiles_by_pk;
  if (!profile) return <>{t('debugAdmin.profileMissing')}</>;
  return <>{profile.is_admin ? t('yes') : t('no')}</>;
}

function AdminStatus() {
  const { t } = useTranslation('diagnostics');
  const { user, isAdmin } = useSession();
  const { state } = useAccessTokenClaims();
  const roles =
    state.status === 'ready'
      ? state.claims.allowedRoles.join(', ')
      : state.status === 'loading'
        ? t('loading')
        : t('debugAdmin.tokenUnavailable');
  return (
    <PageSection title={t('debugAdmin.status')}>
      <FactList
        facts={[
          [t('authTest.email'), user?.email],
          [t('debugAdmin.sessionAdmin'), isAdmin ? t('yes') : t('no')],
          [t('debugAdmin.profileAdmin'), user && <ProfileAdmin userId={user.id} />],
          [t('debugAdmin.tokenRoles'), <Code>{roles}</Code>],
        ]}
      />
    </PageSection>
  );
}

function HowAdminsAreGranted() {
  const { t } = useTranslation('diagnostics');
  return (
    <PageSection title={t('debugAdmin.grantTitle')}>
      <p>{t('debugAdmin.grantIntro')}</p>
      <ul>
        <li>{t('debugAdmin.grantEnv')}</li>
        <li>{t('debugAdmin.grantCli')}</li>
        <li>
          {t('debugAdmin.grantPanel')} <TextLink to={ADMIN_PAGE_PATHS.users}>{ADMIN_PAGE_PATHS.users}</TextLink>
        </li>
      </ul>
      <p>{t('debugAdmin.grantNote')}</p>
    </PageSection>
  );
}

function DiagnosticLinks() {
  const { t } = useTranslation('diagnostics');
  return (
    <PageSection title={t('debugAdmin.linksTitle')}>
      <nav aria-label={t('debugAdmin.linksLabel')}>
        <Rows>
          {DIAGNOSTIC_ROUTES.filter((route) => route.id !== 'debugAdmin').map((route) => (
            <li key={route.id}>
              <TextLink to={route.path}>{t(`pages.${route.id}.title`)}</TextLink>
              <Muted>{t(`pages.${route.id}.lead`)}</Muted>
            </li>
          ))}
        </Rows>
      </nav>
    </PageSection>
  );
}

/** /debug-admin: the current admin status, how administrators are granted (text only) and the other diagnostic pages. */
export function DebugAdminPage() {
  return (
    <DiagnosticsShell id="debugAdmin">
      <AdminStatus />
      <HowAdminsAreGranted />
      <DiagnosticLinks />
    </DiagnosticsShell>
  );
}
