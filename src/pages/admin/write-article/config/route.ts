import { ADMIN_PAGE_PATHS, type PageRoute } from '@/shared/config';

/** The page's route: src/app/routes/adminRoutes.ts builds the admin table from the slices' routes. */
export const writeArticleRoute: PageRoute = {
  path: ADMIN_PAGE_PATHS.writeArticle,
  namespaces: ['admin', 'write-article', 'upload'],
  load: () => import('../ui/WriteArticlePage').then((module) => module.WriteArticlePage),
  module: 'src/pages/admin/write-article/ui/WriteArticlePage.tsx',
};
