import { ADMIN_PATHS, MEMBER_PATHS } from '#contract/routes.ts';

// Members' and admins' screens and the service APIs are of no use in a search index; everything else,
// images under /storage/ included, may be crawled. /search is left out: result pages are endless and thin.
const DISALLOWED = [
  '/admin',
  // The screens behind the admin gate and the members' own (the /admin/ ones fall under /admin).
  ...[...ADMIN_PATHS, ...MEMBER_PATHS].filter((path) => !path.startsWith('/admin/')),
  '/console',
  '/search',
  '/v1/',
  '/auth/',
  '/actions/',
];

/** The robots.txt of the site at `origin`. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
