// Members' and admins' screens and the service APIs are of no use in a search index; everything else,
// images under /storage/ included, may be crawled. /search is left out: result pages are endless and thin.
const DISALLOWED = [
  '/admin',
  '/write-article',
  '/write-blog',
  '/profile',
  '/console',
  '/search',
  '/v1/',
  '/auth/',
  '/actions/',
  // The spec's diagnostic screens, behind the admin gate (src/app/routes/pages.ts, ADMIN_ROUTES).
  '/debug-admin',
  '/auth-test',
  '/image-test',
  '/image-upload-test',
  '/database-test',
  '/modal-test',
  '/update-categories',
  '/todos',
];

/** The robots.txt of the site at `origin`. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
