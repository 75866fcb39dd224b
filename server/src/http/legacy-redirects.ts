import type { Database } from '../db/index.ts';

// Articles, blog posts and events were first addressed by their uuid (in either case); their address is now
// their slug.
const LEGACY_PATH = /^\/(article|blog|events)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

// Only a published item has a public address to send the reader to; any other id stays unknown (404).
const SLUG_SQL = {
  article: 'SELECT slug FROM public.articles WHERE id = $1 AND published LIMIT 1',
  blog: 'SELECT slug FROM public.blog_posts WHERE id = $1 AND published LIMIT 1',
  events: 'SELECT slug FROM public.events WHERE id = $1 AND published LIMIT 1',
} as const;

/**
 * The canonical path of an old `/article/<uuid>`, `/blog/<uuid>` or `/events/<uuid>` address (`/article/<slug>`,
 * `/blog/<slug>`, `/events/<slug>`), for a 301; null for any other path, or when no published item has that id.
 */
export async function legacyRedirect(db: Database, pathname: string): Promise<string | null> {
  const match = LEGACY_PATH.exec(pathname);
  if (!match) return null;
  const kind = match[1] as keyof typeof SLUG_SQL;
  const { rows } = await db.query<{ slug: string }>(SLUG_SQL[kind], [match[2]], { name: `legacy_redirect_${kind}` });
  const slug = rows[0]?.slug;
  return slug ? `/${kind}/${encodeURIComponent(slug)}` : null;
}
