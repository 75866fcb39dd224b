import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminCategoriesRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.categories,
  namespaces: ['admin', 'admin-categories'],
  load: () => import('../ui/AdminCategoriesPage').then((module) => module.AdminCategoriesPage),
  module: 'src/pages/admin/categories/ui/AdminCategoriesPage.tsx',
};
