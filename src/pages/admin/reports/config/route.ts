import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminReportsRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.reports,
  namespaces: ['admin', 'admin-reports', 'discussion'],
  load: () => import('../ui/AdminReportsPage').then((module) => module.AdminReportsPage),
  module: 'src/pages/admin/reports/ui/AdminReportsPage.tsx',
};
