// The paths of the screens that are not public, shared by the browser (the router, the server render's bare frame)
// and the server (robots.txt). Each admin page's slice names its path from ADMIN_PAGE_PATHS in its route
// (src/pages/admin/*/route.ts); src/app/routes/adminRoutes.ts builds the table from those routes.
import { languageParam } from './languages.ts';

/** The administrators' screens by name, behind the admin gate (the spec's diagnostic screens among them). */
export const ADMIN_PAGE_PATHS = {
  writeArticle: '/write-article',
  articles: '/admin/articles',
  categories: '/admin/categories',
  dashboard: '/admin/dashboard',
  users: '/admin/users',
  events: '/admin/events',
  reports: '/admin/reports',
  outbox: '/admin/outbox',
  debugAdmin: '/debug-admin',
  authTest: '/auth-test',
  imageTest: '/image-test',
  imageUploadTest: '/image-upload-test',
  databaseTest: '/database-test',
  modalTest: '/modal-test',
  updateCategories: '/update-categories',
  todos: '/todos',
} as const;

/** The administrators' screens. */
export const ADMIN_PATHS: string[] = Object.values(ADMIN_PAGE_PATHS);

/** A member's own screens by name. */
export const MEMBER_PAGE_PATHS = {
  writeBlog: '/write-blog',
  profile: '/profile',
  bookmarks: '/bookmarks',
  notifications: '/notifications',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  unlock: '/unlock',
  confirmEmail: '/confirm-email',
  cancelDeletion: '/cancel-deletion',
  magicLink: '/magic-link',
} as const;

/** A member's own screens. */
export const MEMBER_PATHS: string[] = Object.values(MEMBER_PAGE_PATHS);

/** The API console, an administrator's tool. */
export const CONSOLE_PATH = '/console';

/** The paths (with everything under them) whose views are not the site's traffic. */
export const INTERNAL_PATHS = ['/admin', ...ADMIN_PATHS, CONSOLE_PATH];

/**
 * A page view's address as the analytics count it: the path and query without the language parameter, so a page
 * read in English and in Chinese is one page. Null for the administrators' screens (/admin..., the tools listed in
 * ADMIN_PATHS) and the API console, which are not the site's traffic.
 */
export function countedPagePath(path: string): string | null {
  const url = new URL(path, 'http://site.invalid');
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  const internal = INTERNAL_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (internal) return null;
  url.searchParams.delete(languageParam);
  return `${url.pathname}${url.search}`;
}
