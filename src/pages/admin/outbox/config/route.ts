import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminOutboxRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.outbox,
  namespaces: ['admin', 'admin-outbox'],
  load: () => import('../ui/AdminOutboxPage').then((module) => module.AdminOutboxPage),
  module: 'src/pages/admin/outbox/ui/AdminOutboxPage.tsx',
};
