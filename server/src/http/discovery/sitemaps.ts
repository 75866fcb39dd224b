// The sitemap index and its three sitemaps (sitemaps.org 0.9, Google's hreflang and News extensions).
import type { Language, NewsSitemapItem, PageKind, SitemapItem, Translation } from './read-content.ts';
import { isoDate, renderXml, type XmlNode } from './xml.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

/** The name Google News shows for the site; it must be the same in every entry. */
export const PUBLICATION_NAME = 'ChainPulse';

export const SITEMAP_PATHS = { pages: '/sitemap-pages.xml', content: '/sitemap-content.xml', news: '/sitemap-news.xml' } as const;

// The public pages that are not one item. Search results are not for an index; members' pages need a sign-in.
const STATIC_PAGES = ['/', '/news', '/blog', '/events', '/discussion', '/about', '/contact', '/privacy', '/terms'];
const LANGUAGES: readonly Language[] = ['en', 'zh'];

const ITEM_PATHS: Record<PageKind, string> = {
  article: '/article/',
  blog: '/blog/',
  event: '/events/',
  author: '/author/',
  member: '/u/',
  tag: '/tag/',
};

/** The absolute URL of an item's page. */
export function itemUrl(origin: string, kind: PageKind, slug: string): string {
  return `${origin}${ITEM_PATHS[kind]}${encodeURIComponent(slug)}`;
}

function alternate(hreflang: string, href: string): XmlNode {
  return { '@_rel': 'alternate', '@_hreflang': hreflang, '@_href': href };
}

// Google wants each version to list every version, itself included; a lone item lists none.
function itemAlternates(
  origin: string,
  kind: PageKind,
  slug: string,
  language: Language | null,
  translation: Translation | null,
): XmlNode[] {
  if (!language || !translation) return [];
  return [alternate(language, itemUrl(origin, kind, slug)), alternate(translation.language, itemUrl(origin, kind, translation.slug))];
}

function urlset(urls: XmlNode[], namespaces: Record<string, string> = {}): string {
  return renderXml({ urlset: { '@_xmlns': SITEMAP_NS, '@_xmlns:xhtml': XHTML_NS, ...namespaces, url: urls } });
}

/** The path of file `file` (1, 2...) of the content sitemap: sitemap-content.xml, then sitemap-content-2.xml... */
export function contentSitemapPath(file: number): string {
  return file === 1 ? SITEMAP_PATHS.content : `/sitemap-content-${file}.xml`;
}

/** /sitemap.xml: the index of the sitemaps, the content sitemap in `contentFiles` files of at most 50,000 URLs. */
export function sitemapIndex(origin: string, contentFiles = 1): string {
  const paths = [
    SITEMAP_PATHS.pages,
    ...Array.from({ length: contentFiles }, (_, index) => contentSitemapPath(index + 1)),
    SITEMAP_PATHS.news,
  ];
  const sitemaps = paths.map((path) => ({ loc: `${origin}${path}` }));
  return renderXml({ sitemapindex: { '@_xmlns': SITEMAP_NS, sitemap: sitemaps } });
}

/** /sitemap-pages.xml: each static page once per language (`?lang=`), each listing both and x-default (no `lang`). */
export function pagesSitemap(origin: string): string {
  const urls = STATIC_PAGES.flatMap((path) => {
    const links = [
      ...LANGUAGES.map((lang) => alternate(lang, `${origin}${path}?lang=${lang}`)),
      alternate('x-default', `${origin}${path}`),
    ];
    return LANGUAGES.map((lang) => ({ loc: `${origin}${path}?lang=${lang}`, 'xhtml:link': links }));
  });
  return urlset(urls);
}

/** /sitemap-content.xml: every published article, blog post and event, with its translation as alternate. */
export function contentSitemap(origin: string, items: readonly SitemapItem[]): string {
  const urls = items.map((item) => ({
    loc: itemUrl(origin, item.kind, item.slug),
    lastmod: isoDate(item.lastmod),
    'xhtml:link': itemAlternates(origin, item.kind, item.slug, item.language, item.translation),
  }));
  return urlset(urls);
}

// Google News takes ISO 639 codes, except Chinese, which it wants as zh-cn (simplified, as the site writes it).
const NEWS_LANGUAGE: Record<Language, string> = { en: 'en', zh: 'zh-cn' };

/** /sitemap-news.xml: Google News sitemap of the articles and blog posts of the last 48 hours. */
export function newsSitemap(origin: string, items: readonly NewsSitemapItem[]): string {
  const urls = items.map((item) => ({
    loc: itemUrl(origin, item.kind, item.slug),
    'xhtml:link': itemAlternates(origin, item.kind, item.slug, item.language, item.translation),
    'news:news': {
      'news:publication': { 'news:name': PUBLICATION_NAME, 'news:language': NEWS_LANGUAGE[item.language] },
      'news:publication_date': isoDate(item.publishedAt),
      'news:title': item.title,
    },
  }));
  return urlset(urls, { '@_xmlns:news': NEWS_NS });
}
