import { lazy, type ComponentType } from 'react';
import type { Namespace } from 'i18next';
import { matchPath } from 'react-router';
import { loadNamespaces } from '@/shared/lib/i18n';

/**
 * A page loaded on first visit, its code and its messages in parallel. Routes are declared (not a data
 * router) so that only the router's matching and links ship in the entry, and the layout paints around a
 * placeholder while the page's chunk loads; `preload` starts that load before the first render.
 */
function lazyPage(load: () => Promise<ComponentType>, namespaces: Namespace) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([Component]) => ({ default: Component })));
  return Object.assign(lazy(preload), { preload });
}

type Page = ReturnType<typeof lazyPage>;

export const ROUTES: { path: string; page: Page }[] = [
  { path: '/', page: lazyPage(() => import('@/pages/home').then((page) => page.HomePage), ['home', 'content']) },
  { path: '/blog', page: lazyPage(() => import('@/pages/blog').then((page) => page.BlogPage), ['blog', 'content']) },
  { path: '/blog/:id', page: lazyPage(() => import('@/pages/blog-post').then((page) => page.BlogPostPage), ['blog', 'content']) },
  { path: '/article/:id', page: lazyPage(() => import('@/pages/article').then((page) => page.ArticlePage), ['article', 'content']) },
  { path: '/news', page: lazyPage(() => import('@/pages/news').then((page) => page.NewsPage), ['news', 'content']) },
  { path: '/events', page: lazyPage(() => import('@/pages/events').then((page) => page.EventsPage), ['events', 'content']) },
  { path: '/events/:slug', page: lazyPage(() => import('@/pages/event').then((page) => page.EventPage), ['events', 'content']) },
  {
    path: '/discussion',
    page: lazyPage(() => import('@/pages/discussion').then((page) => page.DiscussionPage), ['discussion', 'content']),
  },
  { path: '/search', page: lazyPage(() => import('@/pages/search').then((page) => page.SearchPage), ['search', 'content']) },
  {
    path: '/write-blog',
    page: lazyPage(() => import('@/pages/write-blog').then((page) => page.WriteBlogPage), ['write-blog', 'my-posts', 'upload', 'content']),
  },
  {
    path: '/profile',
    page: lazyPage(() => import('@/pages/profile').then((page) => page.ProfilePage), ['profile', 'upload', 'my-posts', 'content']),
  },
  { path: '/about', page: lazyPage(() => import('@/pages/about').then((page) => page.AboutPage), 'info') },
  { path: '/contact', page: lazyPage(() => import('@/pages/contact').then((page) => page.ContactPage), 'info') },
  { path: '/privacy', page: lazyPage(() => import('@/pages/privacy').then((page) => page.PrivacyPage), 'info') },
  { path: '/terms', page: lazyPage(() => import('@/pages/terms').then((page) => page.TermsPage), 'info') },
];

/** The administrators' pages: inside the admin layout route (AdminGate once for all of them). */
export const ADMIN_ROUTES: { path: string; page: Page }[] = [
  {
    path: '/write-article',
    page: lazyPage(() => import('@/pages/admin/write-article').then((page) => page.WriteArticlePage), ['admin', 'write-article', 'upload']),
  },
  {
    path: '/admin/articles',
    page: lazyPage(() => import('@/pages/admin/articles').then((page) => page.AdminArticlesPage), ['admin', 'admin-articles']),
  },
  {
    path: '/admin/categories',
    page: lazyPage(() => import('@/pages/admin/categories').then((page) => page.AdminCategoriesPage), ['admin', 'admin-categories']),
  },
  {
    path: '/admin/dashboard',
    page: lazyPage(() => import('@/pages/admin/dashboard').then((page) => page.AdminDashboardPage), ['admin', 'admin-dashboard']),
  },
  {
    path: '/admin/users',
    page: lazyPage(() => import('@/pages/admin/users').then((page) => page.AdminUsersPage), ['admin', 'admin-users']),
  },
  {
    path: '/admin/events',
    page: lazyPage(() => import('@/pages/admin/events').then((page) => page.AdminEventsPage), ['admin', 'admin-events']),
  },
  // The admin diagnostics: one lazily loaded chunk for all eight.
  {
    path: '/debug-admin',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.DebugAdminPage), ['admin', 'diagnostics']),
  },
  {
    path: '/auth-test',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.AuthTestPage), ['admin', 'diagnostics']),
  },
  {
    path: '/image-test',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.ImageTestPage), ['admin', 'diagnostics', 'upload']),
  },
  {
    path: '/image-upload-test',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.ImageUploadTestPage), ['admin', 'diagnostics', 'upload']),
  },
  {
    path: '/database-test',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.DatabaseTestPage), ['admin', 'diagnostics']),
  },
  {
    path: '/modal-test',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.ModalTestPage), ['admin', 'diagnostics']),
  },
  {
    path: '/update-categories',
    page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.UpdateCategoriesPage), ['admin', 'diagnostics']),
  },
  { path: '/todos', page: lazyPage(() => import('@/pages/admin/diagnostics').then((page) => page.TodosPage), ['admin', 'diagnostics']) },
];

/** The gate around the admin pages, loaded with the first of them (it stays out of the entry bundle). */
export const AdminLayout = lazyPage(() => import('./AdminLayout').then((layout) => layout.AdminLayout), 'admin');

export const NotFoundPage = lazyPage(() => import('@/pages/not-found').then((page) => page.NotFoundPage), 'not-found');

/** Starts loading the page of a path (the first page, while the messages load). */
export function preloadPage(pathname: string): void {
  const matches = ({ path }: { path: string }) => matchPath(path, pathname);
  const adminRoute = ADMIN_ROUTES.find(matches);
  if (adminRoute) void AdminLayout.preload().catch(() => undefined);
  const route = adminRoute ?? ROUTES.find(matches);
  void (route?.page ?? NotFoundPage).preload().catch(() => undefined);
}
