import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Details } from './ProfileCard.styles';
import { Panel, PanelHeading } from './ProfilePage.styles';

export interface AccountInfoProps {
  /** When the account (and its profile) was created. */
  registeredAt: string;
  email: string;
  verified: boolean;
}

/** The member's own account facts: registration date in the chosen language, email status and email. */
export function AccountInfo({ registeredAt, email, verified }: AccountInfoProps) {
  const { t } = useTranslation('profile');
  const format = useLocaleFormat();
  return (
    <Panel aria-labelledby="profile-account">
      <PanelHeading id="profile-account">{t('account.heading')}</PanelHeading>
      <Details>
        <dt>{t('account.registered')}</dt>
        <dd>
          <time dateTime={registeredAt}>{format.longDate(registeredAt)}</time>
        </dd>
        <dt>{t('account.status')}</dt>
        <dd>{verified ? t('account.verified') : t('account.unverified')}</dd>
        <dt>{t('account.email')}</dt>
        <dd>{email}</dd>
      </Details>
    </Panel>
  );
}
