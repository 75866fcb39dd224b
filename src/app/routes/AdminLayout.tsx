import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { PagePlaceholder } from '../layout/Layout.styles';

/**
 * The layout route of every admin page: the gate is checked once here, and the page renders (with its
 * own placeholder while its chunk loads) only for administrators.
 */
export function AdminLayout() {
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <Suspense fallback={<PagePlaceholder />}>
        <Outlet />
      </Suspense>
    </AdminGate>
  );
}
