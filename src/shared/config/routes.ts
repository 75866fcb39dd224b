// The paths of the screens that are not public, shared by the browser (the router, the server render's bare frame)
// and the server (robots.txt). Each admin path gets its page in src/app/routes/adminRoutes.ts.

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
export const MEMBER_PATHS = ['/write-blog', '/profile', '/notifications'];
