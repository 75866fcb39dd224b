import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const adminArticlesRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.articles,
  namespaces: ['admin', 'admin-articles'],
  load: () => import('../ui/AdminArticlesPage').then((module) => module.AdminArticlesPage),
  module: 'src/pages/admin/articles/ui/AdminArticlesPage.tsx',
};
