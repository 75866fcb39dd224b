import { matchPath } from 'react-router';
import { lazyPage, type Page } from './pages';

// Every administrator's page, by path (ADMIN_PATHS in src/shared/config lists the same paths for the entry and the
// server; adminRoutes.test.ts keeps the two in step).
export const ADMIN_ROUTES: { path: string; page: Page }[] = [
  {
    path: '/write-article',
    page: lazyPage(
      () => import('@/pages/admin/write-article').then((page) => page.WriteArticlePage),
      ['admin', 'write-article', 'upload'],
      'src/pages/admin/write-article/index.ts',
    ),
  },
  {
    path: '/admin/articles',
    page: lazyPage(
      () => import('@/pages/admin/articles').then((page) => page.AdminArticlesPage),
      ['admin', 'admin-articles'],
      'src/pages/admin/articles/index.ts',
    ),
  },
  {
    path: '/admin/categories',
    page: lazyPage(
      () => import('@/pages/admin/categories').then((page) => page.AdminCategoriesPage),
      ['admin', 'admin-categories'],
      'src/pages/admin/categories/index.ts',
    ),
  },
  {
    path: '/admin/dashboard',
    page: lazyPage(
      () => import('@/pages/admin/dashboard').then((page) => page.AdminDashboardPage),
      ['admin', 'admin-dashboard'],
      'src/pages/admin/dashboard/index.ts',
    ),
  },
  {
    path: '/admin/users',
    page: lazyPage(
      () => import('@/pages/admin/users').then((page) => page.AdminUsersPage),
      // discussion: the Hidden mark in a member's content.
      ['admin', 'admin-users', 'discussion'],
      'src/pages/admin/users/index.ts',
    ),
  },
  {
    path: '/admin/events',
    page: lazyPage(
      () => import('@/pages/admin/events').then((page) => page.AdminEventsPage),
      ['admin', 'admin-events', 'upload'],
      'src/pages/admin/events/index.ts',
    ),
  },
  {
    path: '/admin/reports',
    page: lazyPage(
      () => import('@/pages/admin/reports').then((page) => page.AdminReportsPage),
      ['admin', 'admin-reports', 'discussion'],
      'src/pages/admin/reports/index.ts',
    ),
  },
  // The admin diagnostics: one lazily loaded chunk for all eight.
  {
    path: '/debug-admin',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.DebugAdminPage),
      ['admin', 'diagnostics'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/auth-test',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.AuthTestPage),
      ['admin', 'diagnostics'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/image-test',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.ImageTestPage),
      ['admin', 'diagnostics', 'upload'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/image-upload-test',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.ImageUploadTestPage),
      ['admin', 'diagnostics', 'upload'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/database-test',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.DatabaseTestPage),
      ['admin', 'diagnostics'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/modal-test',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.ModalTestPage),
      ['admin', 'diagnostics'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/update-categories',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.UpdateCategoriesPage),
      ['admin', 'diagnostics'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
  {
    path: '/todos',
    page: lazyPage(
      () => import('@/pages/admin/diagnostics').then((page) => page.TodosPage),
      ['admin', 'diagnostics'],
      'src/pages/admin/diagnostics/index.ts',
    ),
  },
];

function adminRoute(pathname: string) {
  return ADMIN_ROUTES.find(({ path }) => matchPath(path, pathname));
}

/** The admin page of a path (none for an unknown one). */
export function adminPagesOf(pathname: string): Page[] {
  const route = adminRoute(pathname);
  return route ? [route.page] : [];
}
