import { matchPath } from 'react-router';
import { adminArticlesRoute } from '@/pages/admin/articles';
import { adminCategoriesRoute } from '@/pages/admin/categories';
import { adminDashboardRoute } from '@/pages/admin/dashboard';
import { diagnosticsRoutes } from '@/pages/admin/diagnostics';
import { adminEventsRoute } from '@/pages/admin/events';
import { adminOutboxRoute } from '@/pages/admin/outbox';
import { adminReportsRoute } from '@/pages/admin/reports';
import { adminUsersRoute } from '@/pages/admin/users';
import { writeArticleRoute } from '@/pages/admin/write-article';
import type { PageRoute } from '@/shared/config';
import { lazyPage, type Page } from './lazyPage';

// Every administrator's page, as its slice declares it (path from ADMIN_PAGE_PATHS, the list the entry and the
// server read; adminRoutes.test.ts keeps the two in step).
const routes: PageRoute[] = [
  writeArticleRoute,
  adminArticlesRoute,
  adminCategoriesRoute,
  adminDashboardRoute,
  adminUsersRoute,
  adminEventsRoute,
  adminReportsRoute,
  adminOutboxRoute,
  ...diagnosticsRoutes,
];

export const ADMIN_ROUTES: { path: string; page: Page }[] = routes.map(({ path, namespaces, load, module }) => ({
  path,
  page: lazyPage(load, namespaces, module),
}));

function adminRoute(pathname: string) {
  return ADMIN_ROUTES.find(({ path }) => matchPath(path, pathname));
}

/** The admin page of a path (none for an unknown one). */
export function adminPagesOf(pathname: string): Page[] {
  const route = adminRoute(pathname);
  return route ? [route.page] : [];
}
