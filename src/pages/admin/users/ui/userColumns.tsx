import { useTranslation } from 'react-i18next';
import { createdColumn, RowButtons, type AdminColumn } from '@/widgets/admin-list';
import { AdminAccountStatus } from '@/features/account/data';
import { isSuspended, SuspendedMark, type ModerationRequest } from '@/features/moderate-member';
import { graphql, type DocumentType } from '@/shared/api';
import { isDeletedMember } from '@/shared/config';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { Muted, Pill, Stack } from '@/shared/ui/layout';
import { CellCode, CellTitle } from '@/shared/ui/table-cell';
import type { UserRef } from '../model/useAdminRights';

export const UserRow_UserProfileFragment = graphql(`
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

type UserRow = DocumentType<typeof UserRow_UserProfileFragment>;

export interface UserActions {
  /** The signed-in admin's id (their own row). */
  self: string | null;
  onChange: (user: UserRef) => void;
  /** Opens the warn, suspend or unsuspend dialog for this member. */
  onModerate: (request: ModerationRequest) => void;
  /** Opens the member's content (posts, discussions, comments, reports). */
  onShowContent: (user: UserRef) => void;
}

/**
 * The user list's columns: names, email, registration time, id, the Admin and Suspended badges, and the buttons to see
 * their content, grant or revoke admin rights, warn them, and suspend or lift a suspension.
 */
export function useUserColumns({ self, onChange, onModerate, onShowContent }: UserActions): AdminColumn<UserRow>[] {
  const { t } = useTranslation(['admin-users', 'content']);
  const format = useLocaleFormat();
  // The shared author of erased members' posts is named in the admin's language; its username means nothing.
  const nameOf = (profile: UserRow) =>
    isDeletedMember(profile.id) ? t('content:deletedMember') : profile.display_name?.trim() || profile.username;
  return [
    {
      header: t('table.user'),
      cell: (profile) => (
        <Stack $gap={1}>
          <CellTitle>{nameOf(profile)}</CellTitle>
          {!isDeletedMember(profile.id) && <Muted>@{profile.username}</Muted>}
          {profile.is_admin && <Pill>{t('table.admin')}</Pill>}
          {profile.id === self && <Muted>{t('table.you')}</Muted>}
          <SuspendedMark until={profile.suspended_until} reason={profile.suspension_reason} />
          <AdminAccountStatus userId={profile.id} name={nameOf(profile)} />
        </Stack>
      ),
    },
    { header: t('table.email'), cell: (profile) => profile.account?.email ?? <Muted>{t('table.noEmail')}</Muted> },
    createdColumn(t('table.registered'), format.dateTime),
    {
      header: t('table.id'),
      cell: (profile) => <CellCode>{profile.id}</CellCode>,
    },
    {
      header: t('table.actions'),
      cell: (profile) => {
        const name = nameOf(profile);
        const ref = { id: profile.id, name, isAdmin: profile.is_admin };
        const suspended = isSuspended(profile.suspended_until);
        const moderate = (kind: 'warn' | 'suspend' | 'unsuspend') => () => onModerate({ kind, memberId: profile.id, memberName: name });
        return (
          <RowButtons
            t={t}
            words={{ name }}
            actions={[
              { key: 'content', onClick: () => onShowContent(ref) },
              { key: profile.is_admin ? 'revoke' : 'grant', onClick: () => onChange(ref) },
              profile.id !== self && { key: 'warn', onClick: moderate('warn') },
              !profile.is_admin && { key: suspended ? 'unsuspend' : 'suspend', onClick: moderate(suspended ? 'unsuspend' : 'suspend') },
            ]}
          />
        );
      },
    },
  ];
}
