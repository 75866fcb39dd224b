import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { invalidateAccessToken, useSession } from '@/entities/session';
import type { AdminListNotice } from '@/widgets/admin-list';
import { siteAdminContext } from '@/shared/api';
import { AdminUsersSetAdminMutation } from '../api/adminUsersQueries';
import { writeFailure } from '@/shared/lib/classify-failure';

/** A member of the list, as the grant / revoke dialog names them. */
export interface UserRef {
  id: string;
  name: string;
  isAdmin: boolean;
}

/**
 * Granting and revoking admin rights as site_admin. The list and the admin gate reload by themselves (the
 * mutation returns a user_profiles row, which invalidates cached queries of that type). After revoking
 * their own rights the admin's access token is dropped, so the next call fetches a session without the
 * admin role: the gate then shows Access denied and the header loses its admin links.
 */
export function useAdminRights() {
  const { t } = useTranslation('admin-users');
  const { user } = useSession();
  const [, setAdmin] = useMutation(AdminUsersSetAdminMutation);
  const [notice, setNotice] = useState<AdminListNotice | null>(null);

  /** Grants (isAdmin true) or revokes the rights of `target`; resolves true when done. */
  async function change(target: UserRef, isAdmin: boolean): Promise<boolean> {
    const result = await setAdmin({ id: target.id, isAdmin }, siteAdminContext);
    if (result.error) {
      // The database's refusal to revoke the last admin (a trigger, hasura/migrations/default/*_last_admin*).
      const failure = writeFailure(result.error, { user_profiles_keep_one_admin: 'lastAdmin' });
      const message = 'message' in failure ? failure.message : '';
      const text =
        failure.kind === 'refused'
          ? t('messages.lastAdmin', { name: target.name })
          : message
            ? t('messages.changeFailed', { message })
            : t('messages.changeFailedRetry');
      setNotice({ tone: 'error', text });
      return false;
    }
    if (!result.data?.update_user_profiles_by_pk) {
      setNotice({ tone: 'error', text: t('messages.notFound', { name: target.name }) });
      return false;
    }
    const self = target.id === user?.id;
    if (self && !isAdmin) invalidateAccessToken();
    const key = isAdmin ? 'messages.granted' : self ? 'messages.selfRevoked' : 'messages.revoked';
    setNotice({ tone: 'info', text: t(key, { name: target.name }) });
    return true;
  }

  return { notice, setNotice, change, currentUserId: user?.id ?? null };
}
