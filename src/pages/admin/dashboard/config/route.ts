import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminDashboardRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.dashboard,
  namespaces: ['admin', 'admin-dashboard'],
  load: () => import('../ui/AdminDashboardPage').then((module) => module.AdminDashboardPage),
  module: 'src/pages/admin/dashboard/ui/AdminDashboardPage.tsx',
};
