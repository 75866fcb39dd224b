import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Button } from '@/shared/ui/button';
import type { UserRef } from '../model/useAdminRights';
import { AdminBadge, Code, Muted, Name, Person, Time } from './UserRow.styles';

const UserRow_UserProfileFragment = graphql(`
  fragment UserRow_UserProfile on user_profiles {
    id
    display_name
    username
    is_admin
    created_at
    account {
      email
    }
  }
`);

export interface UserRowProps {
  profile: FragmentType<typeof UserRow_UserProfileFragment>;
  /** True for the signed-in admin's own row. */
  self: boolean;
  onChange: (user: UserRef) => void;
}

/** One member of the user list: names, email, registration time, id, the Admin badge and the grant / revoke button. */
export function UserRow(props: UserRowProps) {
  const { t } = useTranslation('admin-users');
  const format = useLocaleFormat();
  const profile = useFragment(UserRow_UserProfileFragment, props.profile);
  const name = profile.display_name?.trim() || profile.username;
  const ref = { id: profile.id, name, isAdmin: profile.is_admin };
  return (
    <tr>
      <td>
        <Person>
          <Name>{name}</Name>
          <Muted>@{profile.username}</Muted>
          {profile.is_admin && <AdminBadge>{t('table.admin')}</AdminBadge>}
          {props.self && <Muted>{t('table.you')}</Muted>}
        </Person>
      </td>
      <td>{profile.account?.email ?? <Muted>{t('table.noEmail')}</Muted>}</td>
      <td>
        <Time dateTime={profile.created_at}>{format.dateTime(profile.created_at)}</Time>
      </td>
      <td>
        <Code>{profile.id}</Code>
      </td>
      <td>
        <Button
          variant="ghost"
          aria-label={t(profile.is_admin ? 'actions.revokeLabel' : 'actions.grantLabel', { name })}
          onClick={() => props.onChange(ref)}
        >
          {t(profile.is_admin ? 'actions.revoke' : 'actions.grant')}
        </Button>
      </td>
    </tr>
  );
}
