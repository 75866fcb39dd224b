import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminUsersRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.users,
  // discussion: the Hidden mark in a member's content.
  namespaces: ['admin', 'admin-users', 'discussion'],
  load: () => import('../ui/AdminUsersPage').then((module) => module.AdminUsersPage),
  module: 'src/pages/admin/users/ui/AdminUsersPage.tsx',
};
