import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminEventsRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.events,
  namespaces: ['admin', 'admin-events', 'upload'],
  load: () => import('../ui/AdminEventsPage').then((module) => module.AdminEventsPage),
  module: 'src/pages/admin/events/ui/AdminEventsPage.tsx',
};
