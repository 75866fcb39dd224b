import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { AdminAccountStatus } from '@/features/account/data';
import { isSuspended, SuspendedMark, type ModerationRequest } from '@/features/moderate-member';
import { Button } from '@/shared/ui/button';
import type { UserRef } from '../model/useAdminRights';
import { RowActions } from '@/shared/ui/data-table';
import { Muted, Pill, Stack } from '@/shared/ui/layout';
import { CellTitle } from '@/shared/ui/table-cell';
import { Code } from './UserRow.styles';

const UserRow_UserProfileFragment = graphql(`
  fragment UserRow_UserProfile on user_profiles {
    id
    display_name
    username
    is_admin
    suspended_until
    suspension_reason
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
  /** Opens the warn, suspend or unsuspend dialog for this member. */
  onModerate: (request: ModerationRequest) => void;
  /** Opens the member's content (posts, discussions, comments, reports). */
  onShowContent: (user: UserRef) => void;
}

/**
 * One member of the user list: names, email, registration time, id, the Admin and Suspended badges, and the buttons
 * to see their content, grant or revoke admin rights, warn them, and suspend or lift a suspension.
 */
export function UserRow(props: UserRowProps) {
  const { t } = useTranslation(['admin-users', 'content']);
  const format = useLocaleFormat();
  const profile = useFragment(UserRow_UserProfileFragment, props.profile);
  // The shared author of erased members' posts is named in the admin's language; its username means nothing.
  const deleted = isDeletedMember(profile.id);
  const name = deleted ? t('content:deletedMember') : profile.display_name?.trim() || profile.username;
  const ref = { id: profile.id, name, isAdmin: profile.is_admin };
  const suspended = isSuspended(profile.suspended_until);
  return (
    <tr>
      <td>
        <Stack $gap={1}>
          <CellTitle>{name}</CellTitle>
          {!deleted && <Muted>@{profile.username}</Muted>}
          {profile.is_admin && <Pill>{t('table.admin')}</Pill>}
          {props.self && <Muted>{t('table.you')}</Muted>}
          <SuspendedMark until={profile.suspended_until} reason={profile.suspension_reason} />
          <AdminAccountStatus userId={profile.id} name={name} />
        </Stack>
      </td>
      <td>{profile.account?.email ?? <Muted>{t('table.noEmail')}</Muted>}</td>
      <td>
        <Muted as="time" dateTime={profile.created_at}>
          {format.dateTime(profile.created_at)}
        </Muted>
      </td>
      <td>
        <Code>{profile.id}</Code>
      </td>
      <td>
        <RowActions>
          <Button variant="ghost" aria-label={t('actions.contentLabel', { name })} onClick={() => props.onShowContent(ref)}>
            {t('actions.content')}
          </Button>
          <Button
            variant="ghost"
            aria-label={t(profile.is_admin ? 'actions.revokeLabel' : 'actions.grantLabel', { name })}
            onClick={() => props.onChange(ref)}
          >
            {t(profile.is_admin ? 'actions.revoke' : 'actions.grant')}
          </Button>
          {!props.self && (
            <Button
              variant="ghost"
              aria-label={t('actions.warnLabel', { name })}
              onClick={() => props.onModerate({ kind: 'warn', memberId: profile.id, memberName: name })}
            >
              {t('actions.warn')}
            </Button>
          )}
          {!profile.is_admin && (
            <Button
              variant="ghost"
              aria-label={t(suspended ? 'actions.unsuspendLabel' : 'actions.suspendLabel', { name })}
              onClick={() => props.onModerate({ kind: suspended ? 'unsuspend' : 'suspend', memberId: profile.id, memberName: name })}
            >
              {t(suspended ? 'actions.unsuspend' : 'actions.suspend')}
            </Button>
          )}
        </RowActions>
      </td>
    </tr>
  );
}
