import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { invalidateAccessToken, useSession } from '@/entities/session';
import { useRowActions } from '@/widgets/admin-list';
import { siteAdminContext } from '@/shared/api';
import { writeFailure } from '@/shared/lib/classify-failure';
import { AdminUsersSetAdminMutation } from '../api/adminUsersQueries';

/** A member of the list, as the grant / revoke dialog names them. */
export interface UserRef {
  id: string;
  name: string;
  isAdmin: boolean;
}

/**
 * Granting and revoking admin rights as site_admin, told in the list's notice. The list and the admin gate reload by
 * themselves (the mutation returns a user_profiles row, which invalidates cached queries of that type). After revoking
 * their own rights the admin's access token is dropped, so the next call fetches a session without the
 * admin role: the gate then shows Access denied and the header loses its admin links.
 */
export function useAdminRights() {
  const { t } = useTranslation('admin-users');
  const { user } = useSession();
  const [, setAdmin] = useMutation(AdminUsersSetAdminMutation);
  const { notice, setNotice, run } = useRowActions(() => undefined);

  /** Grants (isAdmin true) or revokes the rights of `target`; resolves true when done. */
  async function change({ id, name }: UserRef, isAdmin: boolean): Promise<boolean> {
    const self = id === user?.id;
    const done = await run(id, () => setAdmin({ id, isAdmin }, siteAdminContext), {
      done: t(isAdmin ? 'messages.granted' : self ? 'messages.selfRevoked' : 'messages.revoked', { name }),
      failed: (_, error) => {
        // The database's refusal to revoke the last admin (a trigger, hasura/migrations/default/*_last_admin*).
        const failure = writeFailure(error, { user_profiles_keep_one_admin: 'lastAdmin' });
        const message = 'message' in failure ? failure.message : '';
        if (failure.kind === 'refused') return t('messages.lastAdmin', { name });
        return message ? t('messages.changeFailed', { message }) : t('messages.changeFailedRetry');
      },
      missing: t('messages.notFound', { name }),
    });
    if (done && self && !isAdmin) invalidateAccessToken();
    return done;
  }

  return { notice, setNotice, change, currentUserId: user?.id ?? null };
}
