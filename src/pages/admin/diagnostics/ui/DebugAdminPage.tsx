import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { useAdminQuery } from '@/shared/api';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { CheckList, Code } from '@/shared/ui/diag-kit';
import { FactList } from '@/shared/ui/fact-list';
import { PageSection } from '@/shared/ui/page-section';
import { TextLink } from '@/shared/ui/text-link';
import { DiagnosticsAdminProfileQuery } from '../api/diagnosticsQueries';
import { DIAGNOSTICS } from '../config/routes';
import { useAccessTokenClaims } from '../model/useAccessTokenClaims';

/** /debug-admin: the current admin status, how administrators are granted (text only) and the other diagnostic pages. */
export function DebugAdminPage() {
  const { t } = useTranslation('diagnostics');
  const { user, isAdmin } = useSession();
  const { state } = useAccessTokenClaims();
  const [{ data, error }] = useAdminQuery(DiagnosticsAdminProfileQuery, { id: user?.id ?? '' }, !user);
  const profile = data?.user_profiles_by_pk;
  const profileAdmin = error
    ? t('debugAdmin.profileFailed', { message: apiErrorMessage(error) })
    : t(!data ? 'loading' : !profile ? 'debugAdmin.profileMissing' : profile.is_admin ? 'yes' : 'no');
  const roles =
    state.status === 'ready'
      ? state.claims.allowedRoles.join(', ')
      : t(state.status === 'loading' ? 'loading' : 'debugAdmin.tokenUnavailable');
  return (
    <>
      <PageSection title={t('debugAdmin.status')}>
        <FactList
          facts={[
            [t('authTest.email'), user?.email],
            [t('debugAdmin.sessionAdmin'), isAdmin ? t('yes') : t('no')],
            [t('debugAdmin.profileAdmin'), user && profileAdmin],
            [t('debugAdmin.tokenRoles'), <Code>{roles}</Code>],
          ]}
        />
      </PageSection>
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
      <PageSection title={t('debugAdmin.linksTitle')}>
        <nav aria-label={t('debugAdmin.linksLabel')}>
          <CheckList
            items={DIAGNOSTICS.filter(({ id }) => id !== 'debugAdmin').map(({ id }) => ({
              key: id,
              label: <TextLink to={ADMIN_PAGE_PATHS[id]}>{t(`pages.${id}.title`)}</TextLink>,
              detail: t(`pages.${id}.lead`),
            }))}
          />
        </nav>
      </PageSection>
    </>
  );
}
