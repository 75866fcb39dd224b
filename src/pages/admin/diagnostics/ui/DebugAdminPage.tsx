import { useTranslation } from 'react-i18next';
import { useSession } from '@/entities/session';
import { useAdminCheck } from '@/features/admin-gate';
import { ADMIN_PAGE_PATHS } from '@/shared/config';
import { CheckList, Code } from '@/shared/ui/diag-kit';
import { FactList } from '@/shared/ui/fact-list';
import { PageSection } from '@/shared/ui/page-section';
import { TextLink } from '@/shared/ui/text-link';
import { DIAGNOSTICS } from '../config/routes';
import { useAccessTokenClaims } from '../model/useAccessTokenClaims';

/** /debug-admin: the current admin status, how administrators are granted (text only) and the other diagnostic pages. */
export function DebugAdminPage() {
  const { t } = useTranslation('diagnostics');
  const { user, isAdmin } = useSession();
  const { state } = useAccessTokenClaims();
  // The admin gate's own check: is_admin on the member's profile, read as site_admin.
  const check = useAdminCheck();
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
            [t('debugAdmin.profileAdmin'), user && t(check === 'checking' ? 'loading' : check === 'admin' ? 'yes' : 'no')],
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
