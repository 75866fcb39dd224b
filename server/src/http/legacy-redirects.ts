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

// A page of an item by its slug, whose slug may since have changed (routing.slug_history, filled by triggers).
const SLUG_PATH = /^\/(article|blog|events|author)\/([^/]{1,200})$/;

const MOVED_SQL = {
  article:
    "SELECT a.slug FROM routing.slug_history h JOIN public.articles a ON a.id = h.item_id WHERE h.kind = 'article' AND h.slug = $1 AND a.published LIMIT 1",
  blog: "SELECT b.slug FROM routing.slug_history h JOIN public.blog_posts b ON b.id = h.item_id WHERE h.kind = 'blog' AND h.slug = $1 AND b.published LIMIT 1",
  events:
    "SELECT e.slug FROM routing.slug_history h JOIN public.events e ON e.id = h.item_id WHERE h.kind = 'events' AND h.slug = $1 AND e.published LIMIT 1",
  author:
    "SELECT a.slug FROM routing.slug_history h JOIN public.authors a ON a.id = h.item_id WHERE h.kind = 'author' AND h.slug = $1 LIMIT 1",
} as const;

/**
 * The current path of an item whose page was asked for by a slug it had before (`/article/<old>` gives
 * `/article/<new>`, percent-encoded), for a 301; null for any other path, or when no published item had that slug.
 * Asked only when the path found no page, so a live slug always wins over a remembered one.
 */
export async function movedSlugRedirect(db: Database, pathname: string): Promise<string | null> {
  const match = SLUG_PATH.exec(pathname);
  if (!match) return null;
  const kind = match[1] as keyof typeof MOVED_SQL;
  const { rows } = await db.query<{ slug: string }>(MOVED_SQL[kind], [match[2]], { name: `moved_slug_${kind}` });
  const slug = rows[0]?.slug;
  return slug && slug !== match[2] ? `/${kind}/${encodeURIComponent(slug)}` : null;
}
