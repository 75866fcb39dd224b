import { useEffect } from 'react';
import { useQuery } from 'urql';
import { useSession } from '@/entities/session';
import { siteAdminContext } from '@/shared/api';
import { AdminGateProfileQuery } from '../api/adminGateQueries';

export type AdminCheck = 'signed-out' | 'checking' | 'admin' | 'denied' | 'needs-two-factor';

/**
 * Whether the signed-in member may open admin screens: their session says admin and a query as
 * site_admin confirms is_admin on their profile. A failed check is logged and counts as not admin.
 */
export function useAdminCheck(): AdminCheck {
  const { user, isAdmin } = useSession();
  const [result] = useQuery({
    query: AdminGateProfileQuery,
    variables: { id: user?.id ?? '' },
    context: siteAdminContext,
    pause: !user || !isAdmin,
    requestPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (result.error) console.warn('Failed to check admin status', result.error);
  }, [result.error]);

  if (!user) return 'signed-out';
  // ADMIN_REQUIRE_2FA: an admin whose session was signed in without two-factor.
  if (user.isAdmin && user.adminNeedsTwoFactor === true) return 'needs-two-factor';
  if (!isAdmin || result.error) return 'denied';
  const profile = result.data?.user_profiles_by_pk;
  if (profile === undefined) return 'checking';
  return profile?.is_admin === true ? 'admin' : 'denied';
}
