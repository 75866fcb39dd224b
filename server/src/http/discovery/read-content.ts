// The published content that discovery lists, read with plain SQL (never through GraphQL: the documents are the
// same for everyone and must work with either engine). Every statement has a LIMIT and the caller's deadline.
// Published means `published` on articles, blog_posts and events, `is_published` on news_articles.
import { DELETED_MEMBER_ID } from '#contract/deleted-member.ts';
import type { Queryable } from '../../db/index.ts';
import { deletedMemberName } from '../../config/locales.ts';
import { toDate } from './xml.ts';

export type Language = 'en' | 'zh';
export type ItemKind = 'article' | 'blog' | 'event';
/** The pages of the content sitemap: the items, and the reader pages that list them (an author's, a member's, a tag's). */
export type PageKind = ItemKind | 'author' | 'member' | 'tag';

export interface ReadOptions {
  db: Queryable;
  /** The statement deadline of anonymous requests (STATEMENT_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The published translation of an article or blog post, for hreflang alternates. */
export interface Translation {
  slug: string;
  language: Language;
}

export interface SitemapItem {
  kind: PageKind;
  /** The page's key in its address: a slug, a member's username or a tag. */
  slug: string;
  /** Events and the reader pages have no language. */
  language: Language | null;
  lastmod: Date;
  translation: Translation | null;
}

export interface NewsSitemapItem {
  kind: 'article' | 'blog';
  slug: string;
  language: Language;
  title: string;
  publishedAt: Date;
  translation: Translation | null;
}

export interface FeedCategory {
  id: string;
  slug: string;
  name: string;
  nameZh: string | null;
}

export interface FeedItem {
  kind: 'article' | 'blog' | 'news';
  id: string;
  title: string;
  excerpt: string | null;
  /** The item's slug on this site (none for a news flash, whose page is by id). */
  slug: string | null;
  language: Language;
  author: string | null;
  /** The item's category (article and blog categories, news categories), then a blog post's tags. */
  category: { slug: string; name: string; nameZh: string | null } | null;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
  /**
   * The source a news flash was fetched from (RSS <source>): its name and site, which visitors may read (its
   * feed_url is the admins' only); none when the source is inactive (visitors do not see it).
   */
  source: { name: string; url: string } | null;
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Google News reads at most 1,000 URLs from one news sitemap. */
export const NEWS_SITEMAP_URL_LIMIT = 1_000;
const NEWS_WINDOW = '48 hours';

// The other-language version of row `alias` of `table`: the original it translates, or a translation of it.
// `table` is one of two constants, never input.
function translationJoin(table: 'articles' | 'blog_posts', alias: string): string {
  return `left join lateral (
      select t.slug, t.language from public.${table} t
      where t.published and t.language <> ${alias}.language and (t.id = ${alias}.translation_of_id or t.translation_of_id = ${alias}.id)
      order by t.id = ${alias}.translation_of_id desc, t.published_at desc
      limit 1
    ) tr on true`;
}

interface TranslatedRow {
  translation_slug: string | null;
  translation_language: Language | null;
}

function translationOf(row: TranslatedRow): Translation | null {
  return row.translation_slug && row.translation_language ? { slug: row.translation_slug, language: row.translation_language } : null;
}

// Every page of the content sitemap, split in files of at most SITEMAP_URL_LIMIT URLs (sitemap-content.xml, then
// sitemap-content-2.xml...). The files are cut in a stable order (kind, then slug), so an item stays in its file
// while others change, and the index counts the items to list the files.
const SITEMAP_ITEMS_UNION = `
    select 'article' as kind, a.slug, a.language, greatest(a.updated_at, a.published_at) as lastmod,
      tr.slug as translation_slug, tr.language as translation_language
    from public.articles a
    ${translationJoin('articles', 'a')}
    where a.published
    union all
    select 'blog', b.slug, b.language, greatest(b.updated_at, b.published_at), tr.slug, tr.language
    from public.blog_posts b
    ${translationJoin('blog_posts', 'b')}
    where b.published
    union all
    select 'event', e.slug, null, e.updated_at, null, null
    from public.events e
    where e.published
    union all
    -- The reader pages that list published content, changed when the newest of it changed: /author/:slug (its
    -- articles), /u/:username (a member's posts and discussions), /tag/:tag (the posts with the tag).
    select 'author', au.slug, null, max(greatest(a.updated_at, a.published_at)), null, null
    from public.authors au join public.articles a on a.author_id = au.id and a.published
    where au.slug is not null
    group by au.slug
    union all
    select 'member', p.username, null, max(w.at), null, null
    from public.user_profiles p
    join (
      select author_id, greatest(updated_at, published_at) as at from public.blog_posts where published
      union all
      select author_id, updated_at from public.discussions where not hidden
    ) w on w.author_id = p.id
    -- The shared author of erased members' posts has no page (/u/ answers 404 for it).
    where p.id <> '${DELETED_MEMBER_ID}'
    group by p.username
    union all
    select 'tag', t.tag, null, max(greatest(b.updated_at, b.published_at)), null, null
    from public.blog_posts b cross join lateral unnest(b.tags) as t(tag)
    where b.published
    group by t.tag
`;

const SITEMAP_ITEMS_SQL = `
  select kind, slug, language, lastmod, translation_slug, translation_language from (${SITEMAP_ITEMS_UNION}) items
  order by kind, slug
  limit $1 offset $2`;

const SITEMAP_COUNT_SQL = `select count(*)::int as count from (${SITEMAP_ITEMS_UNION}) items`;

/** How many files of at most `perFile` URLs the content sitemap takes (at least one, empty or not). */
export async function countSitemapFiles({ db, timeoutMs }: ReadOptions, perFile = SITEMAP_URL_LIMIT): Promise<number> {
  const { rows } = await db.query<{ count: number }>(SITEMAP_COUNT_SQL, [], { timeoutMs });
  return Math.max(1, Math.ceil(Number(rows[0]?.count ?? 0) / perFile));
}

/**
 * The published articles, blog posts and events, and the author, member and tag pages that list them, of file
 * `file` (1, 2...) of the content sitemap.
 */
export async function readSitemapItems({ db, timeoutMs }: ReadOptions, file = 1, perFile = SITEMAP_URL_LIMIT): Promise<SitemapItem[]> {
  const { rows } = await db.query<TranslatedRow & { kind: PageKind; slug: string; language: Language | null; lastmod: Date | string }>(
    SITEMAP_ITEMS_SQL,
    [perFile, (file - 1) * perFile],
    { timeoutMs },
  );
  return rows.map((row) => ({
    kind: row.kind,
    slug: row.slug,
    language: row.language,
    lastmod: toDate(row.lastmod),
    translation: translationOf(row),
  }));
}

const NEWS_SITEMAP_SQL = `
  select kind, slug, language, title, published_at, translation_slug, translation_language from (
    select 'article' as kind, a.slug, a.language, a.title, a.published_at,
      tr.slug as translation_slug, tr.language as translation_language
    from public.articles a
    ${translationJoin('articles', 'a')}
    where a.published and a.published_at >= now() - interval '${NEWS_WINDOW}'
    union all
    select 'blog', b.slug, b.language, b.title, b.published_at, tr.slug, tr.language
    from public.blog_posts b
    ${translationJoin('blog_posts', 'b')}
    where b.published and b.published_at >= now() - interval '${NEWS_WINDOW}'
  ) items
  order by published_at desc, kind, slug
  limit $1`;

/** The articles and blog posts published in the last 48 hours (Google News sitemap), newest first. */
export async function readNewsSitemapItems({ db, timeoutMs }: ReadOptions): Promise<NewsSitemapItem[]> {
  const { rows } = await db.query<
    TranslatedRow & { kind: NewsSitemapItem['kind']; slug: string; language: Language; title: string; published_at: Date | string }
  >(NEWS_SITEMAP_SQL, [NEWS_SITEMAP_URL_LIMIT], { timeoutMs });
  return rows.map((row) => ({
    kind: row.kind,
    slug: row.slug,
    language: row.language,
    title: row.title,
    publishedAt: toDate(row.published_at),
    translation: translationOf(row),
  }));
}

/** The article or blog category with this slug, if any. */
export async function findCategory({ db, timeoutMs }: ReadOptions, slug: string): Promise<FeedCategory | undefined> {
  const { rows } = await db.query<{ id: string; slug: string; name: string; name_zh: string | null }>(
    'select id, slug, name, name_zh from public.categories where slug = $1 limit 1',
    [slug],
    { timeoutMs },
  );
  const row = rows[0];
  return row && { id: row.id, slug: row.slug, name: row.name, nameZh: row.name_zh };
}

export interface FeedFilter {
  language: Language | undefined;
  /** Articles and blog posts of this category only (news flashes have categories of their own). */
  categoryId: string | undefined;
  limit: number;
}

interface FeedRow {
  id: string;
  title: string;
  excerpt: string | null;
  slug: string | null;
  language: Language;
  author: string | null;
  /** The author is the shared deleted member (blog posts of erased accounts). */
  deleted_author: boolean;
  category_slug: string | null;
  category_name: string | null;
  category_name_zh: string | null;
  tags: string[] | null;
  published_at: Date | string;
  updated_at: Date | string;
  source_name: string | null;
  source_site_url: string | null;
}

// Each kind is read newest first through its published_at index, then the caller merges them.
const FEED_SQL: Record<FeedItem['kind'], string> = {
  article: `
    select a.id, a.title, a.excerpt, a.slug, a.language, au.name as author, false as deleted_author,
      c.slug as category_slug, c.name as category_name, c.name_zh as category_name_zh, null::text[] as tags,
      a.published_at, greatest(a.updated_at, a.published_at) as updated_at, null as source_name, null as source_site_url
    from public.articles a
    left join public.authors au on au.id = a.author_id
    left join public.categories c on c.id = a.category_id
    where a.published and ($1::text is null or a.language = $1) and ($2::uuid is null or a.category_id = $2)
    order by a.published_at desc, a.id
    limit $3`,
  blog: `
    select b.id, b.title, b.excerpt, b.slug, b.language, p.display_name as author,
      p.id = '${DELETED_MEMBER_ID}' as deleted_author,
      c.slug as category_slug, c.name as category_name, c.name_zh as category_name_zh, b.tags,
      b.published_at, greatest(b.updated_at, b.published_at) as updated_at, null as source_name, null as source_site_url
    from public.blog_posts b
    join public.user_profiles p on p.id = b.author_id
    left join public.categories c on c.id = b.category_id
    where b.published and ($1::text is null or b.language = $1) and ($2::uuid is null or b.category_id = $2)
    order by b.published_at desc, b.id
    limit $3`,
  news: `
    select n.id, n.title, n.excerpt, null as slug, n.language, coalesce(n.author_name, s.name) as author, false as deleted_author,
      nc.slug as category_slug, nc.name as category_name, nc.name_zh as category_name_zh, null::text[] as tags,
      n.published_at, greatest(n.updated_at, n.published_at) as updated_at, s.name as source_name, s.url as source_site_url
    from public.news_articles n
    left join public.news_sources s on s.id = n.source_id and s.is_active
    left join public.news_categories nc on nc.slug = n.category
    where n.is_published and ($1::text is null or n.language = $1)
    order by n.published_at desc, n.id
    limit $2`,
};

function feedItem(kind: FeedItem['kind'], row: FeedRow): FeedItem {
  return {
    kind,
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    slug: row.slug,
    language: row.language,
    author: row.deleted_author ? deletedMemberName(row.language) : row.author,
    category:
      row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name, nameZh: row.category_name_zh } : null,
    tags: row.tags ?? [],
    publishedAt: toDate(row.published_at),
    updatedAt: toDate(row.updated_at),
    source: row.source_name && row.source_site_url ? { name: row.source_name, url: row.source_site_url } : null,
  };
}

/** The newest published items of the given kinds, merged newest first. */
export async function readFeedItems(
  { db, timeoutMs }: ReadOptions,
  kinds: readonly FeedItem['kind'][],
  filter: FeedFilter,
): Promise<FeedItem[]> {
  const lists = await Promise.all(
    kinds.map(async (kind) => {
      const params =
        kind === 'news' ? [filter.language ?? null, filter.limit] : [filter.language ?? null, filter.categoryId ?? null, filter.limit];
      const { rows } = await db.query<FeedRow>(FEED_SQL[kind], params, { timeoutMs });
      return rows.map((row) => feedItem(kind, row));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, filter.limit);
}
