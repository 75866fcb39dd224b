import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { PagePlaceholder } from '../layout/Layout.styles';
import { adminPagesOf } from './adminRoutes';
import { NotFoundPage } from './pages';

/**
 * Every admin page: the gate is checked here, and the page renders (with its own placeholder while its chunk
 * loads) only for administrators.
 */
export function AdminPages() {
  const { pathname } = useLocation();
  const Page = adminPagesOf(pathname)[0] ?? NotFoundPage;
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <Suspense fallback={<PagePlaceholder />}>
        <Page />
      </Suspense>
    </AdminGate>
  );
}
