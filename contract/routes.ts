// The paths of the screens that are not public, shared by the browser (the router, the server render's bare frame)
// and the server (robots.txt). Each admin path gets its page in src/app/routes/adminRoutes.ts.
import { languageParam } from './languages.ts';

/** The administrators' screens, behind the admin gate (the spec's diagnostic screens among them). */
export const ADMIN_PATHS = [
  '/write-article',
  '/admin/articles',
  '/admin/categories',
  '/admin/dashboard',
  '/admin/users',
  '/admin/events',
  '/admin/reports',
  '/debug-admin',
  '/auth-test',
  '/image-test',
  '/image-upload-test',
  '/database-test',
  '/modal-test',
  '/update-categories',
  '/todos',
];

/** A member's own screens. */
export const MEMBER_PATHS = ['/write-blog', '/profile', '/bookmarks', '/notifications'];

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
